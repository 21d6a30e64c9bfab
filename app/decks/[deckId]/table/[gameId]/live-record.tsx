"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { announcementOf, tableChangeSchema, tableHelloSchema, type TableHello } from "@/lib/games/table/live/messages";

type Connection = "connecting" | "live" | "reconnecting" | "stopped" | "ended";

const STATUS: Record<Connection, string> = {
  connecting: "Connecting to the live record…",
  live: "Live: other devices’ snaps appear here",
  reconnecting: "Reconnecting…",
  stopped: "Live updates stopped. Reload the page to see other devices’ snaps.",
  ended: "Live updates stopped",
};

/**
 * Keeps this device's record in step with every other device at the table: each change another
 * device makes refreshes the page's data (the server's record is the one truth) and is announced.
 */
export function LiveRecord({ deckId, gameId, shown }: { deckId: string; gameId: string; shown: TableHello }) {
  const router = useRouter();
  const [connection, setConnection] = useState<Connection>("connecting");
  const [announcement, setAnnouncement] = useState("");
  /** Why the server stopped the stream for good (this device's session ended, or it left the deck). */
  const [endedBecause, setEndedBecause] = useState("");
  // What this page shows now, read by the stream's handlers without reopening the stream.
  const showing = useRef(shown);
  useEffect(() => {
    showing.current = shown;
  }, [shown]);

  useEffect(() => {
    const source = new EventSource(`/api/decks/${deckId}/table/${gameId}/live`);
    source.addEventListener("hello", (event) => {
      setConnection("live");
      const hello = tableHelloSchema.safeParse(parse(event.data));
      // Changes made while this device wasn't listening: fetch the record as it is now.
      if (hello.success && (hello.data.actionCount !== showing.current.actionCount || hello.data.status !== showing.current.status)) router.refresh();
    });
    source.addEventListener("change", (event) => {
      const change = tableChangeSchema.safeParse(parse(event.data));
      if (!change.success) return;
      setAnnouncement(announcementOf(change.data));
      router.refresh();
    });
    source.addEventListener("ended", (event) => {
      const reason = (parse(event.data) as { reason?: unknown } | undefined)?.reason;
      source.close();
      setConnection("ended");
      setEndedBecause(typeof reason === "string" ? reason : "");
    });
    source.addEventListener("error", () => setConnection(source.readyState === EventSource.CLOSED ? "stopped" : "reconnecting"));
    return () => source.close();
  }, [deckId, gameId, router]);

  return (
    <section aria-label="Live record" className="flex flex-col gap-1 rounded-2xl bg-white px-4 py-3 ring-1 ring-line">
      <p className="flex items-center gap-2 font-bold text-ink">
        <span aria-hidden className={`size-3 shrink-0 rounded-full ${connection === "live" ? "bg-felt" : "bg-stone-400"}`} />
        {STATUS[connection]}
      </p>
      {endedBecause && (
        <p role="alert" className="font-bold text-snap">
          {endedBecause}
        </p>
      )}
      <p aria-live="polite" className="min-h-6 text-felt">
        {announcement}
      </p>
    </section>
  );
}

function parse(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}
