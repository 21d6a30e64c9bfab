"use client";
// Stand-ins for the integrator's narration.ts, game-over.tsx and how-to-play.tsx with their new
// signatures, until those land on this branch (deleted before the branch's last commit).
import { useState, type ReactNode } from "react";
import type { GameResult } from "@/lib/games/screen/replay-game";
import type { ClassicOptions, ScreenGameSetup } from "@/lib/games/screen/setup";
import type { GameEvent, GameKind } from "@/lib/rules";
import { narrate as narrateLegacy, type Narration, type RightShout } from "./narration";

export function narrate(events: readonly GameEvent[], nameOf: (id: string) => string, rightShouts: readonly RightShout[], game: GameKind = "legacy"): Narration {
  void game;
  return narrateLegacy(events, nameOf, rightShouts);
}

export function GameOver({ setup, result, reactions, actions }: { setup: ScreenGameSetup; result: GameResult; reactions: Record<string, number[]>; actions: ReactNode }) {
  const name = (id: string) => setup.seats.find((s) => s.id === id)?.name ?? id;
  const heading = setup.game === "irish" ? "Game complete" : `${result.winners.map(name).join(" and ")} ${result.winners.length > 1 ? "win" : "wins"}!`;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="over-heading" className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
      <div className="max-h-full w-full max-w-xl overflow-auto rounded-3xl bg-table p-6 shadow-2xl">
        <h2 id="over-heading" className="font-display text-3xl font-bold">{heading}</h2>
        {result.loser && <p>{name(result.loser)} is left holding cards.</p>}
        <ul>
          {setup.seats.map((s) => (
            <li key={s.id}>
              {s.name}: {(reactions[s.id] ?? []).join(", ") || "no"} ms
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </div>
  );
}

export function HowToPlay({ game, classic, onOpen }: { game: GameKind; classic: ClassicOptions | null; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  void classic;
  return (
    <>
      <button type="button" className="min-h-11 rounded-xl bg-white px-3 font-bold ring-1 ring-line" onClick={() => (onOpen(), setOpen(true))}>
        How to play
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="How to play" className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
          <div className="rounded-3xl bg-table p-6">
            <p>The rules of {game}.</p>
            <button type="button" className="min-h-11 rounded-xl bg-white px-3 font-bold ring-1 ring-line" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      )}
    </>
  );
}
