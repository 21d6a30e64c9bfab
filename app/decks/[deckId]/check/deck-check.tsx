"use client";

import type { ReactNode } from "react";
import type { CheckCard } from "@/lib/decks/deck-check/model";
import { CheckForm } from "./check-form";
import { CheckProgress } from "./check-progress";
import { CheckedCards, JustChecked } from "./checked-cards";
import { MissingCards } from "./missing-cards";
import { ScanToCheck } from "./scan-to-check";
import { TurnedUpCards } from "./turned-up-cards";
import { useDeckCheck } from "./use-deck-check";

export interface DeckCheckCard extends CheckCard {
  image: ReactNode;
}

/**
 * The check of the real deck: the code field, the card just checked and the progress first (what
 * a family looks at while going through the cards), then what the check found, then every card checked.
 */
export function DeckCheck({ deckId, canChange, cards }: { deckId: string; canChange: boolean; cards: DeckCheckCard[] }) {
  const { summary, announcement, checkCard, setWordCheck, startAgain } = useDeckCheck(deckId, cards, canChange);
  const shared = { deckId, canChange };
  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <ScanToCheck codes={cards.map((card) => card.code)} onCheck={checkCard} announcement={announcement} />
          <CheckForm onCheck={checkCard} announcement={announcement} />
          <JustChecked {...shared} latest={summary.checked[0]} onWordCheck={setWordCheck} />
          <CheckProgress summary={summary} onStartAgain={startAgain} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <TurnedUpCards {...shared} cards={summary.turnedUp} />
          <MissingCards {...shared} cards={summary.missing} stillLost={summary.stillLost} />
        </div>
      </div>
      <CheckedCards {...shared} checked={summary.checked} onWordCheck={setWordCheck} />
    </div>
  );
}
