import type { AccessWatch } from "@/lib/auth/access-changes";
import { DeckError } from "@/lib/decks/errors";
import type { ChannelListener } from "@/lib/db/channel-listener";
import type { tableChangeSchema, TableChange, TableHello } from "./messages";

/** A comment line now and then keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: Next.js's compression would otherwise hold the events back in its buffer.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/**
 * A table session's changes as server-sent events: `hello` with where the session stands (once
 * listening, so nothing committed after it is missed; again whenever the listener had to
 * reconnect), then one `change` per recorded snap, undo or end. Ends when `signal` aborts, the
 * reader goes away, or the listener's access ends (`ended`, with the reason, is its last event).
 */
export function tableEventStream(options: {
  gameId: string;
  listener: Pick<ChannelListener<typeof tableChangeSchema>, "subscribe" | "ready">;
  state: () => Promise<TableHello>;
  signal: AbortSignal;
  /** The listener's access, kept true to the database; the stream owns it and stops it when it ends. */
  access: AccessWatch;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const sendHello = () =>
        options.state().then(
          (hello) => send(`event: hello\ndata: ${JSON.stringify(hello)}\n\n`),
          (error: unknown) => {
            // Someone no longer allowed to see the session hears no more of it; otherwise the
            // database is away, and the hello after the listener reconnects tells.
            if (error instanceof DeckError) stop();
          },
        );
      const unsubscribe = options.listener.subscribe(
        options.gameId,
        (change: TableChange) => {
          if (!options.access.ended) send(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
        },
        () => void sendHello(),
      );
      const heartbeat = setInterval(() => send(": still here\n\n"), HEARTBEAT_MS);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        options.access.stop();
        unsubscribe();
        options.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // Already closed by the reader going away.
        }
      };
      if (options.signal.aborted) return stop();
      options.signal.addEventListener("abort", stop);
      options.access.whenEnded((reason) => {
        send(`event: ended\ndata: ${JSON.stringify({ reason })}\n\n`);
        stop();
      });
      send(`retry: ${RETRY_MS}\n\n`);
      await options.listener.ready();
      await sendHello();
    },
    cancel() {
      stop();
    },
  });
}
