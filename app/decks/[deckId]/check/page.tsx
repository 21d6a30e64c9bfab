import type { Metadata } from "next";
import { CardImage } from "@/app/_components/card-image";
import { requireUser } from "@/lib/auth/session";
import { cardName } from "@/lib/cards/deck-composition";
import { deckCheckPage } from "@/lib/decks/deck-check/deck-check-page";
import { orNotFound } from "@/lib/decks/page-guard";
import { roleAtLeast } from "@/lib/decks/roles";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import { DeckCheck, type DeckCheckCard } from "./deck-check";

export const metadata: Metadata = { title: "Check the real deck" };

export default async function DeckCheckPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/check`);
  const { deck, role, cards } = await orNotFound(deckCheckPage(user.id, deckId));

  const checkCards: DeckCheckCard[] = cards.map((card) => ({
    id: card.id,
    code: card.code,
    linkCode: card.linkCode,
    name: cardName(card),
    status: card.status,
    word: card.word,
    image: <CardImage card={card} deck={deck} decorative />,
  }));

  return (
    <div className="flex flex-col gap-8">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title="Check the real deck">
        Go through every card of your real deck, in any order, and type the code printed on each. You’ll see which cards the app
        expected but you didn’t find, which lost ones turned up, and whether each word matches.
      </DeckPageHeader>
      <DeckCheck deckId={deck.id} canChange={roleAtLeast(role, "EDITOR")} cards={checkCards} />
    </div>
  );
}
