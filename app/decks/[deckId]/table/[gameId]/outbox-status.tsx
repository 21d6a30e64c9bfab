"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import type { OutboxEntry } from "@/lib/games/table/outbox/entry";

/** How many snaps wait on this device, and whether they are being sent: a live region near the top. */
export function OutboxStatus({ waiting, sending, online, onSendNow }: { waiting: number; sending: boolean; online: boolean; onSendNow: () => void }) {
  const count = `${waiting} ${waiting === 1 ? "snap" : "snaps"} waiting to be sent`;
  return (
    <div role="status" className={waiting > 0 || !online ? "flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-4 ring-2 ring-amber-600" : ""}>
      {waiting > 0 && <p className="text-xl font-bold">{count}</p>}
      {waiting > 0 && sending && <p className="text-lg font-bold text-felt">Sending…</p>}
      {!online && (
        <p className="text-lg">
          {waiting > 0 ? "You’re offline: they’re kept on this device and sent when you’re back online." : "You’re offline. Snaps you record are kept on this device until you’re back online."}
        </p>
      )}
      {waiting > 0 && online && !sending && (
        <Button variant="plain" onClick={onSendNow}>
          Send them now
        </Button>
      )}
    </div>
  );
}

export interface QueuedSnapView {
  entry: OutboxEntry;
  winner: string;
  onTable: string;
  justPlayed: string;
  /** The right call as judged on this device; none for a refused snap (the deck has changed under it). */
  call: string | null;
  words: { cardName: string; word: string }[];
}

/**
 * A queued snap the server refused (someone wrote on that card meanwhile): shown plainly with the
 * server's message, for the family to decide. Nothing is dropped or overwritten without them.
 */
export function OutboxConflict({ snap, onEdit, onDrop }: { snap: QueuedSnapView; onEdit: () => void; onDrop: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="conflict-heading" className="flex flex-col gap-3 rounded-2xl border-4 border-snap bg-red-50 p-4">
      <h2 id="conflict-heading" className="font-display text-2xl font-bold text-snap">
        A snap couldn’t be recorded
      </h2>
      <p role="alert" className="text-lg font-bold">
        {snap.entry.problem}
      </p>
      <p className="text-lg">
        The snap kept on this device: <strong>{snap.winner}</strong> won with the {snap.onTable} on the table and the {snap.justPlayed} just played
        {snap.words.length > 0 && <>, writing {snap.words.map((w) => `“${w.word}” on the ${w.cardName}`).join(" and ")}</>}.
      </p>
      <p>The snaps recorded after it wait until you decide.</p>
      {asking ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-bold">Drop this snap? It won’t be recorded, and its words won’t be written.</p>
          <Button variant="danger" onClick={onDrop}>
            Yes, drop it
          </Button>
          <Button variant="plain" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onEdit}>
            Edit and record again
          </Button>
          <Button variant="dangerOutline" onClick={() => setAsking(true)}>
            Drop this snap
          </Button>
        </div>
      )}
    </section>
  );
}
