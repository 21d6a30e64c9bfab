"use client";

import Link from "next/link";
import type { GameResult } from "@/lib/games/screen/replay-game";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import { BUTTON_LOOK } from "@/app/_components/button";

/** The end screen: who won, snaps won, and the words written into the deck in this game. */
export function GameOver({ deckId, setup, result }: { deckId: string; setup: ScreenGameSetup; result: GameResult }) {
  const name = (id: string) => setup.seats.find((s) => s.id === id)?.name ?? id;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="over-heading" className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
      <div className="max-h-full w-full max-w-xl overflow-auto rounded-3xl bg-table p-6 shadow-2xl">
        <h2 id="over-heading" className="font-display text-3xl font-bold">
          {result.winners.length > 0 ? `${result.winners.map(name).join(" and ")} ${result.winners.length > 1 ? "win" : "wins"}!` : "Game over"}
        </h2>
        <h3 className="mt-4 font-bold">Snaps won</h3>
        <ul className="mt-1">
          {setup.seats.map((s) => (
            <li key={s.id}>
              {s.name}: {result.snapsWon[s.id] ?? 0}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 font-bold">Words written into the deck</h3>
        {result.wordsWritten.length === 0 ? (
          <p>None this game.</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {result.wordsWritten.map((w) => (
              <li key={w.cardId} className="rounded-full bg-white px-3 py-1 font-display font-bold ring-1 ring-line">
                {w.word} <span className="font-sans text-sm font-normal text-muted">by {name(w.playerId)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={`/decks/${deckId}`} className={BUTTON_LOOK.secondary}>
            Back to the deck
          </Link>
          <Link href={`/decks/${deckId}/play/new`} className={BUTTON_LOOK.outline}>
            Play again
          </Link>
        </div>
      </div>
    </div>
  );
}
