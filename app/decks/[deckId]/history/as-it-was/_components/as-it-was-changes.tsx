import Link from "@/app/_components/link";
import { cardName } from "@/lib/cards/deck-composition";
import type { CardThenAndNow } from "@/lib/history/deck-at";

const wordText = (word: string | null) => (word === null ? "blank" : `“${word}”`);
const statusText = (status: CardThenAndNow["status"]) => (status === "IN_DECK" ? "in the deck" : "missing");

/** The cards whose word or place in the deck differs between the moment shown and now: then → now. */
export function AsItWasChanges({ deckId, changed }: { deckId: string; changed: CardThenAndNow[] }) {
  return (
    <section aria-labelledby="changed-heading" className="rounded-2xl bg-white p-5 ring-1 ring-line">
      <h2 id="changed-heading" className="font-display text-2xl font-bold">
        What changed between then and now
      </h2>
      {changed.length === 0 ? (
        <p className="mt-2 text-muted">Nothing: the deck then is the deck now.</p>
      ) : (
        <>
          <p className="mt-1 text-muted">{changed.length === 1 ? "One card has changed since." : `${changed.length} cards have changed since.`}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {changed.map((card) => (
              <li key={card.id} className="flex flex-wrap items-baseline gap-x-2 border-t border-line pt-2">
                <Link href={`/decks/${deckId}/cards/${card.id}`} className="font-bold text-felt underline">
                  {cardName(card)}
                </Link>
                {card.word !== card.now.word && (
                  <span>
                    {wordText(card.word)} → <strong className="font-display">{wordText(card.now.word)}</strong>
                  </span>
                )}
                {card.status !== card.now.status && (
                  <span>
                    {card.word !== card.now.word && "· "}
                    {statusText(card.status)} → <strong>{statusText(card.now.status)}</strong>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
