"use client";

import type { ReactNode } from "react";
import type { CheckCard } from "@/lib/decks/deck-check/model";
import { CheckForm } from "./check-form";
import { CheckProgress } from "./check-progress";
import { CheckedCards } from "./checked-cards";
import { MissingCards } from "./missing-cards";
import { TurnedUpCards } from "./turned-up-cards";
import { useDeckCheck } from "./use-deck-check";

export interface DeckCheckCard extends CheckCard {
  image: ReactNode;
}

/** The check of the real deck: the code form and progress first, then what the check found. */
export function DeckCheck({ deckId, canChange, cards }: { deckId: string; canChange: boolean; cards: DeckCheckCard[] }) {
  const { summary, announcement, checkCard, setWordCheck, startAgain } = useDeckCheck(deckId, cards);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        <CheckForm onCheck={checkCard} announcement={announcement} />
        <CheckProgress summary={summary} onStartAgain={startAgain} />
        <CheckedCards deckId={deckId} canChange={canChange} checked={summary.checked} onWordCheck={setWordCheck} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <TurnedUpCards deckId={deckId} canChange={canChange} cards={summary.turnedUp} />
        <MissingCards deckId={deckId} canChange={canChange} cards={summary.missing} stillLost={summary.stillLost} />
      </div>
    </div>
  );
}
