"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { markCardsLostAction } from "./actions/mark-cards-lost";
import { CardChangeRow } from "./card-change-row";
import type { DeckCheckCard } from "./deck-check";

const REASON = "Not found in the deck check";

/** Cards the app has in the deck that weren't checked: each marked lost in one tap, or all at once. */
export function MissingCards({
  deckId,
  canChange,
  cards,
  stillLost,
}: {
  deckId: string;
  canChange: boolean;
  cards: DeckCheckCard[];
  stillLost: DeckCheckCard[];
}) {
  const [done, setDone] = useState<Message | null>(null);
  return (
    <section aria-labelledby="missing-heading" className="flex flex-col gap-3">
      <h2 id="missing-heading" className="font-display text-2xl font-bold">
        Missing
      </h2>
      <p className="text-muted">In the deck as the app has it, but not checked yet. Still in your hands? Check it. Gone? Mark it lost.</p>
      <FormMessage message={done} />
      {cards.length === 0 ? (
        <p className="font-bold text-felt">Every card the app has in the deck is checked.</p>
      ) : (
        <>
          {canChange && cards.length > 1 && <MarkAllLost deckId={deckId} cards={cards} onDone={setDone} />}
          <ul className="flex flex-col gap-2">
            {cards.map((card) => (
              <CardChangeRow
                key={card.id}
                deckId={deckId}
                card={card}
                look="bg-white ring-1 ring-line"
                change={
                  canChange
                    ? {
                        label: "Mark lost",
                        variant: "dangerOutline",
                        send: (requestKey) => markCardsLostAction({ deckId, requestKey, cardIds: [card.id], reason: REASON }),
                        done: `The ${card.name} is marked lost.`,
                        onDone: setDone,
                      }
                    : null
                }
              />
            ))}
          </ul>
        </>
      )}
      {stillLost.length > 0 && (
        <p className="text-muted">
          Still lost, as the app already knew: {stillLost.map((card) => card.name).join(", ")}.
        </p>
      )}
    </section>
  );
}

function MarkAllLost({ deckId, cards, onDone }: { deckId: string; cards: DeckCheckCard[]; onDone: (m: Message) => void }) {
  const { busy, message, run } = useServerAction();
  const [confirming, setConfirming] = useState(false);
  const count = cards.length;
  if (!confirming) {
    return (
      <Button variant="danger" onClick={() => setConfirming(true)} className="self-start">
        Mark all {count} lost
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-2 ring-amber-300">
      <FormMessage message={message} />
      <p className="font-bold">Mark all {count} cards lost? Only once every card you have is checked.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          busy={busy}
          onClick={() =>
            run((requestKey) => markCardsLostAction({ deckId, requestKey, cardIds: cards.map((c) => c.id), reason: REASON }), {
              then: () => {
                setConfirming(false);
                onDone({ ok: true, text: `${count} cards marked lost.` });
              },
            })
          }
        >
          Yes, mark {count} lost
        </Button>
        <Button variant="plain" onClick={() => setConfirming(false)} disabled={busy}>
          Not yet
        </Button>
      </div>
    </div>
  );
}
