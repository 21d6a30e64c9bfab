import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { cardName } from "@/lib/cards/deck-composition";
import { requireDeckRole } from "@/lib/decks/access";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { ImportWords } from "./import-words";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";

export const metadata: Metadata = { title: "Enter the deck's words" };

export default async function ImportPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/import`);
  await orNotFound(requireDeckRole(user.id, deckId, "EDITOR"));
  const { deck, cards, players } = await orNotFound(deckOverview(user.id, deckId));
  const blank = cards.filter((c) => c.word === null && c.status === "IN_DECK");
  return (
    <section className="mx-auto max-w-4xl">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title="Enter the words already on your cards">
        Go through your real deck and type each card’s word. Leave blank cards empty. You can come back and add more later.
      </DeckPageHeader>
      <ImportWords
        deckId={deck.id}
        cards={blank.map((c) => ({ id: c.id, name: cardName(c), code: c.code }))}
        players={players.map((p) => ({ id: p.id, name: p.name }))}
      />
    </section>
  );
}
