"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { markCardFoundAction } from "./actions/mark-card-found";
import { CardLink } from "./card-link";
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
            <TurnedUpRow key={card.id} deckId={deckId} canChange={canChange} card={card} onDone={setDone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TurnedUpRow({ deckId, canChange, card, onDone }: { deckId: string; canChange: boolean; card: DeckCheckCard; onDone: (m: Message) => void }) {
  const { busy, message, run } = useServerAction();
  return (
    <li aria-label={card.name} className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-3 ring-2 ring-amber-300">
      <div className="w-10 shrink-0">{card.image}</div>
      <p className="min-w-0 flex-1 text-lg">
        <CardLink deckId={deckId} card={card} /> <span className="font-mono">{card.code}</span>
        <span className="block text-base">Marked lost in the app, but it’s in your hands.</span>
      </p>
      {canChange && (
        <Button
          variant="secondary"
          busy={busy}
          onClick={() =>
            run((requestKey) => markCardFoundAction({ deckId, cardId: card.id, requestKey, reason: "Turned up in the deck check" }), {
              then: () => onDone({ ok: true, text: `The ${card.name} is back in the deck.` }),
            })
          }
        >
          Mark found <span className="sr-only">({card.name})</span>
        </Button>
      )}
      {message && (
        <div className="w-full">
          <FormMessage message={message} />
        </div>
      )}
    </li>
  );
}
