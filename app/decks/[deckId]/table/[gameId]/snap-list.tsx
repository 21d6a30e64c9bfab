"use client";

import Link from "@/app/_components/link";
import { Button } from "@/app/_components/button";
import { useState } from "react";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { OutboxEntry } from "@/lib/games/table/outbox/entry";
import { undoLastTableSnapAction } from "../actions/undo-last-table-snap";
import type { QueuedSnapView } from "./outbox-status";
import { shownColour } from "@/lib/text/colour";

export interface CompanionSnap {
  index: number;
  snap: number;
  undone: boolean;
  winner: { name: string; colour: string } | null;
  onTable: string;
  justPlayed: string;
  /** The call that should have been made: "Snap!" or the word in quotes. */
  call: string;
  words: { cardId: string; cardName: string; word: string }[];
  /** Who recorded it and who undid it (null when not known). */
  recordedBy: string | null;
  undoneBy: string | null;
}

/**
 * The snaps recorded in this session, newest first, with an undo for the last one that stands. Snaps
 * still waiting on this device come first, marked so; undoing one of those just takes it out of the
 * queue, while undoing a snap already sent needs the server.
 */
export function SnapList({
  deckId,
  gameId,
  snaps,
  queued,
  onTakeOut,
  online,
  canUndo,
}: {
  deckId: string;
  gameId: string;
  snaps: CompanionSnap[];
  queued: QueuedSnapView[];
  onTakeOut: (entry: OutboxEntry) => Promise<void>;
  online: boolean;
  canUndo: boolean;
}) {
  const { run, busy, message } = useServerAction();
  const [said, setSaid] = useState<Message | null>(null);
  const last = snaps.find((s) => !s.undone);
  const lastQueued = queued.at(-1);

  async function undo() {
    setSaid(null);
    if (lastQueued) {
      await onTakeOut(lastQueued.entry);
      return setSaid({ ok: true, text: "The last snap hadn’t been sent yet: it is taken back, and nothing was sent." });
    }
    if (!last) return;
    if (!online) return setSaid({ ok: false, text: "Undoing a snap that was already sent needs a connection. Try again when you’re back online." });
    const cleared = last.words.length > 0 ? " Its words are cleared; each card’s story keeps them, as a correction." : "";
    await run((requestKey) => undoLastTableSnapAction({ deckId, gameId, requestKey, snapIndex: last.index }), {
      success: (snap) => `Snap ${snap} undone.${cleared}`,
    });
  }

  return (
    <section aria-labelledby="snaps-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="snaps-heading" className="font-display text-2xl font-bold">
          Snaps recorded
        </h2>
        {canUndo && (last || lastQueued) && (
          <Button variant="dangerOutline" onClick={undo} busy={busy}>
            Undo the last snap
          </Button>
        )}
      </div>
      <FormMessage message={said ?? message} />
      {snaps.length === 0 && queued.length === 0 ? (
        <p className="text-muted">No snaps recorded yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {[...queued].reverse().map((q) => (
            <li key={q.entry.requestKey} className="rounded-2xl border-2 border-dashed border-amber-600 bg-amber-50 p-4">
              <p className="text-lg">
                <span className="rounded-full bg-amber-200 px-3 py-0.5 text-sm font-bold text-ink">{q.entry.state === "conflict" ? "Couldn’t be recorded" : "Waiting to be sent"}</span>{" "}
                <span className="font-bold">{q.winner}</span> won
                {q.call && (
                  <>
                    {" "}
                    with the right call <strong className="font-display">{q.call}</strong>
                  </>
                )}
              </p>
              <p className="text-muted">
                {q.onTable} on the table, {q.justPlayed} just played
              </p>
              {q.words.length > 0 && (
                <p>
                  Words written:{" "}
                  {q.words.map((w, i) => (
                    <span key={w.cardName}>
                      {i > 0 && ", "}
                      <strong className="font-display text-lg">“{w.word}”</strong> on the {w.cardName}
                    </span>
                  ))}
                </p>
              )}
            </li>
          ))}
          {snaps.map((s) => (
            <li key={s.index} className={`rounded-2xl p-4 ring-1 ring-line ${s.undone ? "bg-stone-100" : "bg-white"}`}>
              <p className="text-lg">
                <span className="font-bold">Snap {s.snap}</span>
                {s.undone && <span className="ml-2 rounded-full bg-stone-200 px-3 py-0.5 text-sm font-bold text-ink">Undone</span>}
                {" · "}
                {s.winner ? (
                  <span className="font-bold" style={{ color: shownColour(s.winner.colour) }}>
                    {s.winner.name}
                  </span>
                ) : (
                  "A former player"
                )}{" "}
                won with the right call <strong className="font-display">{s.call}</strong>
              </p>
              <p className={`text-muted ${s.undone ? "line-through" : ""}`}>
                {s.onTable} on the table, {s.justPlayed} just played
              </p>
              {s.recordedBy && <p className="text-sm text-muted">recorded by {s.recordedBy}{s.undoneBy && `, undone by ${s.undoneBy}`}</p>}
              {s.words.length > 0 && (
                <p className={s.undone ? "line-through" : ""}>
                  Words written:{" "}
                  {s.words.map((w, i) => (
                    <span key={w.cardId}>
                      {i > 0 && ", "}
                      <strong className="font-display text-lg">“{w.word}”</strong> on the{" "}
                      <Link href={`/decks/${deckId}/cards/${w.cardId}`} className="font-bold text-felt underline">
                        {w.cardName}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
