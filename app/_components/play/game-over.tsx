"use client";

import { useEffect, useRef, type ReactNode } from "react";
import type { GameResult } from "@/lib/games/screen/replay-game";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import { does, listOfNames } from "./narration";
import { shownColour } from "@/lib/text/colour";

interface Props {
  setup: Pick<ScreenGameSetup, "game" | "seats">;
  result: GameResult;
  /** The way on: back to the deck, play again… */
  actions: ReactNode;
}

const REASONS: Record<string, string> = {
  turnLimit: "The short game is over.",
  timeLimit: "Time is up.",
  deckRanOut: "The deck has run out.",
  deckCollected: "The whole deck has been collected.",
  lastPlayer: "Everyone else is out of cards.",
  stalemate: "Nobody could play on.",
  endedEarly: "The game was ended early.",
};

/** The title of the end screen: Irish Snap names its loser, the other games their winners. */
function headline(setup: Pick<ScreenGameSetup, "game">, result: GameResult, name: (id: string) => string): { title: string; detail: string } {
  const reason = REASONS[result.endReason ?? ""] ?? "";
  if (setup.game === "irish") {
    const loser = result.loser ? name(result.loser) : null;
    const detail =
      loser === null
        ? `${reason} Nobody holds more cards than the rest: nobody loses.`
        : result.endReason === "lastHolder"
          ? `${does(loser, "is the last player holding cards, and loses", "are the last player holding cards, and lose")}.`
          : `${reason} ${does(loser, "holds the most cards, and loses", "hold the most cards, and lose")}.`;
    return { title: "Game complete", detail: detail.trim() };
  }
  if (result.winners.length === 0) return { title: "Game over", detail: reason };
  const most = result.endReason === "turnLimit" || result.endReason === "timeLimit" || result.endReason === "deckRanOut" || result.endReason === "endedEarly";
  return {
    title: result.winners.length > 1 ? `${listOfNames(result.winners.map(name))} win!` : `${does(name(result.winners[0]!), "wins", "win")}!`,
    detail: most ? `${reason} Most cards wins.` : reason,
  };
}

function average(times: readonly number[]): number | null {
  return times.length === 0 ? null : Math.round(times.reduce((sum, t) => sum + t, 0) / times.length);
}

/** The end screen: who won (or, in Irish Snap, who lost), each seat's cards, snaps and reaction
 *  times, and the words written into the deck in this game. */
export function GameOver({ setup, result, actions }: Props) {
  const name = (id: string) => setup.seats.find((s) => s.id === id)?.name ?? id;
  const { title, detail } = headline(setup, result, name);
  const irish = setup.game === "irish";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="over-heading" aria-describedby="over-detail" className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
      <div className="max-h-full w-full max-w-xl overflow-auto rounded-3xl bg-table p-6 shadow-2xl">
        <h2 id="over-heading" ref={heading} tabIndex={-1} className="font-display text-3xl font-bold outline-none">
          {title}
        </h2>
        <p id="over-detail" className="mt-1 text-lg">
          {detail}
        </p>
        <table className="mt-4 w-full border-collapse text-left">
          <caption className="sr-only">Each player at the end of the game</caption>
          <thead>
            <tr className="border-b-2 border-line text-sm text-muted">
              <th scope="col" className="py-1 pr-2">Player</th>
              <th scope="col" className="py-1 pr-2">Cards</th>
              {!irish && <th scope="col" className="py-1 pr-2">Snaps won</th>}
              <th scope="col" className="py-1">{irish ? "Slaps (average)" : "Right calls (average)"}</th>
            </tr>
          </thead>
          <tbody>
            {setup.seats.map((seat) => {
              const times = result.reactionTimes?.[seat.id] ?? [];
              const mean = average(times);
              return (
                <tr key={seat.id} className="border-b border-line">
                  <th scope="row" className="py-2 pr-2 font-bold">
                    <span aria-hidden="true" className="mr-2 inline-block size-3 rounded-full" style={{ backgroundColor: shownColour(seat.colour) }} />
                    {seat.name}
                    {result.winners.includes(seat.id) && <span className="ml-2 text-sm font-normal text-felt">{irish && result.endReason === "lastHolder" ? "safe" : "winner"}</span>}
                    {result.loser === seat.id && <span className="ml-2 text-sm font-normal text-snap">loses</span>}
                  </th>
                  <td className="py-2 pr-2">{result.cardCounts?.[seat.id] ?? "–"}</td>
                  {!irish && <td className="py-2 pr-2">{result.snapsWon[seat.id] ?? 0}</td>}
                  <td className="py-2">{mean === null ? "none" : `${times.length} (${mean} ms)`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {setup.game === "legacy" && (
          <>
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
          </>
        )}
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </div>
  );
}
