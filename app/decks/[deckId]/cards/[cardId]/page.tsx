import type { Metadata } from "next";
import { CardImage } from "@/app/_components/card-image";
import { requireUser } from "@/lib/auth/session";
import { cardName } from "@/lib/cards/deck-composition";
import { orNotFound } from "@/lib/decks/page-guard";
import { cardStory } from "@/lib/decks/queries";
import { roleAtLeast } from "@/lib/decks/roles";
import { readerTime } from "@/lib/time/family-time";
import { HistoryList } from "../../_components/history-list";
import { CardActions } from "./card-actions";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";

export const metadata: Metadata = { title: "Card" };

const STATUS_TEXT = { IN_DECK: "In the deck", MISSING: "Missing" } as const;

export default async function CardPage({ params }: { params: Promise<{ deckId: string; cardId: string }> }) {
  const { deckId, cardId } = await params;
  const user = await requireUser(`/decks/${deckId}/cards/${cardId}`);
  const { card, events, players, role } = await orNotFound(cardStory(user.id, deckId, cardId));
  const name = cardName(card);

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,22rem)_1fr]">
      <div>
        <DeckPageHeader back={{ href: `/decks/${deckId}`, label: `Back to ${card.deck.name}` }} title={name}>
          Card code <span className="font-mono font-bold text-ink">{card.code}</span> · {STATUS_TEXT[card.status]}
        </DeckPageHeader>
        <div className="mt-4 w-full max-w-xs">
          <CardImage card={card} deck={card.deck} />
        </div>
        <p className="mt-4 text-xl">
          {card.word ? (
            <>
              Its word: <strong className="font-display">{card.word}</strong>
            </>
          ) : (
            "No word on this card yet."
          )}
        </p>
      </div>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="font-display text-2xl font-bold">
            This card’s story
          </h2>
          <div className="mt-3">
            <HistoryList deckId={deckId} events={events} time={readerTime(user.timeZone, card.deck.timeZone)} showCard={false} hands={{ card, deck: card.deck }} />
          </div>
        </section>
        {roleAtLeast(role, "EDITOR") && (
          <CardActions
            deckId={deckId}
            card={{ id: card.id, name, word: card.word, status: card.status }}
            players={players.map((p) => ({ id: p.id, name: p.name }))}
          />
        )}
      </div>
    </div>
  );
}
