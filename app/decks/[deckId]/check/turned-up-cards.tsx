"use client";

import { useState } from "react";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { markCardFoundAction } from "./actions/mark-card-found";
import { CardChangeRow } from "./card-change-row";
import type { DeckCheckCard } from "./deck-check";

/** Cards the app has as missing that were checked: they turned up, and go back in the deck. */
export function TurnedUpCards({ deckId, canChange, cards }: { deckId: string; canChange: boolean; cards: DeckCheckCard[] }) {
  const [done, setDone] = useState<Message | null>(null);
  return (
    <section aria-labelledby="turned-up-heading" className="flex flex-col gap-3">
      <h2 id="turned-up-heading" className="font-display text-2xl font-bold">
        Turned up
      </h2>
      <FormMessage message={done} />
      {cards.length === 0 ? (
        <p className="text-muted">No card marked lost has turned up in this check.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <CardChangeRow
              key={card.id}
              deckId={deckId}
              card={card}
              look="bg-amber-50 ring-2 ring-amber-300"
              note={<span className="block text-base">Marked lost in the app, but it’s in your hands.</span>}
              change={
                canChange
                  ? {
                      label: "Mark found",
                      variant: "secondary",
                      send: (requestKey) => markCardFoundAction({ deckId, cardId: card.id, requestKey, reason: "Turned up in the deck check" }),
                      done: `The ${card.name} is back in the deck.`,
                      onDone: setDone,
                    }
                  : null
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
