import { MessageChannel } from "node:worker_threads";
import type { OrderImagesMessage } from "./order-images";
import type { PrintCard, PrintOptions } from "./layout";
import type { OrderSpec } from "./order-presets";
import { pdfPool } from "./pdf-pool";

/** An order's images in order, as the worker makes them; `count` of them in all. */
export interface OrderImageStream extends AsyncIterable<Uint8Array> {
  count: number;
  /** Stops the worker (the download was given up); iterating ends. */
  stop(): void;
}

/**
 * Starts making an order's images in the PDF pool (order-images.ts) and answers once their layout
 * is made, or with the error that stopped it (a RangeError for a layout that can't be made), before
 * any image is drawn. Taking an image lets the worker make one more: it never runs more than a few
 * images ahead of what is taken.
 */
export async function orderImagesInPool(cards: PrintCard[], options: PrintOptions, spec: OrderSpec): Promise<OrderImageStream> {
  const { port1: port, port2: workerPort } = new MessageChannel();
  const arrived: Uint8Array[] = [];
  let taken = 0;
  let failure: { error: unknown } | null = null;
  let stopped = false;
  let wake = () => {};
  let ready: (count: number) => void = () => {};
  const layoutMade = new Promise<number>((resolve) => (ready = resolve));

  port.on("message", (message: OrderImagesMessage) => {
    if (message.kind === "ready") ready(message.count);
    else arrived.push(message.bytes);
    wake();
  });
  const task = pdfPool().run({ cards, options, spec, port: workerPort }, { name: "orderImages", transferList: [workerPort] });
  // The task's own answer travels apart from the port's messages: images still on their way when
  // it ends are waited for by their count, not by the task.
  const ended = task.then(
    () => {},
    (error: unknown) => {
      failure = { error };
      wake();
    },
  );
  // The worker closes the channel when its task ends, whichever way it ends.
  const stop = () => {
    if (stopped) return;
    stopped = true;
    port.postMessage("stop");
    wake();
  };

  const total = await Promise.race([layoutMade, ended.then(() => null)]);
  if (total === null) {
    throw (failure as { error: unknown } | null)?.error ?? new Error("The order's images could not be made.");
  }

  async function* images(): AsyncGenerator<Uint8Array> {
    try {
      while (taken < total! && !stopped) {
        const next = arrived.shift();
        if (next) {
          taken += 1;
          if (taken < total!) port.postMessage("more");
          yield next;
          continue;
        }
        if (failure) throw failure.error;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      if (taken < total!) stop();
    }
  }
  return { count: total, stop, [Symbol.asyncIterator]: images };
}
