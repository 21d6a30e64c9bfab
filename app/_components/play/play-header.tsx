"use client";

import { Button } from "@/app/_components/button";
import { Toggle } from "@/app/_components/toggle";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import type { LegacyState } from "@/lib/rules";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import type { SaveState } from "./use-recorder";

interface Props {
  deck: { id: string; name: string };
  setup: ScreenGameSetup;
  state: LegacyState;
  save: SaveState;
  onRetrySave: () => void;
  autoFlip: boolean;
  onAutoFlip: (on: boolean) => void;
  sound: boolean;
  onSound: (on: boolean) => void;
  paused: boolean;
  onPause: () => void;
  onResume: () => void;
}

/** The game's title line: which deal, how far it is, whether it is saved, and the table's switches. */
export function PlayHeader({ deck, setup, state, save, onRetrySave, autoFlip, onAutoFlip, sound, onSound, paused, onPause, onResume }: Props) {
  const minutesLeft = setup.timeLimitMs === null ? null : Math.max(0, Math.ceil((setup.timeLimitMs - state.nowMs) / 60_000));
  return (
    <DeckPageHeader
      back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }}
      title="Snap Legacy"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <SaveBadge save={save} onRetry={onRetrySave} />
          <Toggle id="auto-flip" label="Auto-flip" checked={autoFlip} onChange={onAutoFlip} className="bg-white px-3 ring-1 ring-line" />
          <Toggle id="sounds" label="Sounds" checked={sound} onChange={onSound} className="bg-white px-3 ring-1 ring-line" />
          {state.phase !== "over" && (
            <Button variant="secondary" onClick={paused ? onResume : onPause}>
              {paused ? "Resume" : "Pause"}
            </Button>
          )}
        </div>
      }
    >
      Deal {setup.seed} · {state.turns} cards turned{minutesLeft === null ? "" : ` · about ${minutesLeft} min left`}
      {setup.matchSuits ? " · matching suits count" : ""}
    </DeckPageHeader>
  );
}

function SaveBadge({ save, onRetry }: { save: SaveState; onRetry: () => void }) {
  if (save.kind === "failed") {
    return (
      <p role="alert" className="flex min-h-12 items-center gap-2 rounded-xl border-2 border-snap bg-red-50 px-3 font-bold text-snap">
        {save.message}
        <Button variant="danger" onClick={onRetry} className="min-h-10 px-3 text-base">
          Try again
        </Button>
      </p>
    );
  }
  return <p className="px-2 text-sm text-muted">{save.kind === "saving" ? "Saving…" : "Saved"}</p>;
}
