"use client";

import Link from "next/link";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { undoLastTableSnapAction } from "../actions/undo-last-table-snap";

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

/** The snaps recorded in this session, newest first, with an undo for the last one that stands. */
export function SnapList({
  deckId,
  gameId,
  snaps,
  canUndo,
}: {
  deckId: string;
  gameId: string;
  snaps: CompanionSnap[];
  canUndo: boolean;
}) {
  const { run, busy, message } = useServerAction();
  const last = snaps.find((s) => !s.undone);

  async function undo() {
    if (!last) return;
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
        {canUndo && last && (
          <Button variant="dangerOutline" onClick={undo} busy={busy}>
            Undo the last snap
          </Button>
        )}
      </div>
      <FormMessage message={message} />
      {snaps.length === 0 ? (
        <p className="text-muted">No snaps recorded yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {snaps.map((s) => (
            <li key={s.index} className={`rounded-2xl p-4 ring-1 ring-line ${s.undone ? "bg-stone-100" : "bg-white"}`}>
              <p className="text-lg">
                <span className="font-bold">Snap {s.snap}</span>
                {s.undone && <span className="ml-2 rounded-full bg-stone-200 px-3 py-0.5 text-sm font-bold text-ink">Undone</span>}
                {" · "}
                {s.winner ? (
                  <span className="font-bold" style={{ color: s.winner.colour }}>
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
