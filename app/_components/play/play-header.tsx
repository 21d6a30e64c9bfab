"use client";

import type { ReactNode } from "react";
import { Button } from "@/app/_components/button";
import { Toggle } from "@/app/_components/toggle";
import type { ScreenGameSetup, ScreenState } from "@/lib/games/screen/setup";
import { GameHeading } from "./game-heading";
import { GAME_NAMES, variantLine } from "./game-title";
import type { SaveState } from "./use-recorder";

interface Props {
  setup: ScreenGameSetup;
  state: ScreenState;
  back: { href: string; label: string };
  /** A deck game's saving; none for a game tried without an account. */
  save: SaveState | null;
  onRetrySave: () => void;
  howToPlay: ReactNode;
  autoFlip: boolean;
  onAutoFlip: (on: boolean) => void;
  sound: boolean;
  onSound: (on: boolean) => void;
  paused: boolean;
  onPause: () => void;
  onResume: () => void;
}

const SWITCH = "min-h-11 gap-2 bg-white px-2 text-sm ring-1 ring-line [&_input]:size-5";

/** The game's title line (which game, which deal, how far it is, whether it is saved) and the table's switches. */
export function PlayHeader({ setup, state, back, save, onRetrySave, howToPlay, autoFlip, onAutoFlip, sound, onSound, paused, onPause, onResume }: Props) {
  const minutesLeft = setup.timeLimitMs === null ? null : Math.max(0, Math.ceil((setup.timeLimitMs - state.nowMs) / 60_000));
  const rules = variantLine(setup);
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div className="flex min-w-0 grow basis-72 items-center gap-2">
        <GameHeading
          back={back}
          title={GAME_NAMES[setup.game]}
          line={`Deal ${setup.seed} · ${state.turns} cards turned${minutesLeft === null ? "" : ` · about ${minutesLeft} min left`}${rules ? ` · ${rules}` : ""}`}
        />
        {state.phase !== "over" && (
          <Button variant="secondary" onClick={paused ? onResume : onPause} className="ml-auto min-h-11 shrink-0 px-4 sm:order-last">
            {paused ? "Resume" : "Pause"}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {save && <SaveBadge save={save} onRetry={onRetrySave} />}
        {howToPlay}
        <Toggle id="auto-flip" label="Auto-flip" checked={autoFlip} onChange={onAutoFlip} className={SWITCH} />
        <Toggle id="sounds" label="Sounds" checked={sound} onChange={onSound} className={SWITCH} />
      </div>
    </header>
  );
}

function SaveBadge({ save, onRetry }: { save: SaveState; onRetry: () => void }) {
  if (save.kind === "failed") {
    return (
      <p role="alert" className="flex min-h-11 items-center gap-2 rounded-xl border-2 border-snap bg-red-50 px-2 text-sm font-bold text-snap">
        {save.message}
        <Button variant="danger" onClick={onRetry} className="min-h-10 px-3 text-base">
          Try again
        </Button>
      </p>
    );
  }
  // On a phone the switches need the row: a failure still shows (above), all is well goes unsaid.
  return <p className="hidden px-1 text-sm text-muted sm:block">{save.kind === "saving" ? "Saving…" : "Saved"}</p>;
}
