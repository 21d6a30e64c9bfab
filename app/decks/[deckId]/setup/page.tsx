import type { Metadata } from "next";
import { CardImage } from "@/app/_components/card-image";
import { requireUser } from "@/lib/auth/session";
import { cardName } from "@/lib/cards/deck-composition";
import { requireDeckRole } from "@/lib/decks/access";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { readSetupDeal } from "@/lib/decks/setup";
import { SetupTurns, type SetupPlayer } from "./setup-turns";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";

export const metadata: Metadata = { title: "Twelve-card setup" };

export default async function SetupPage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/setup`);
  await orNotFound(requireDeckRole(user.id, deckId, "EDITOR"));
  const { deck, cards, players } = await orNotFound(deckOverview(user.id, deckId));
  const deal = readSetupDeal(deck.setupDeal);

  const turns: SetupPlayer[] = players
    .filter((p) => deal[p.id])
    .map((p) => ({
      id: p.id,
      name: p.name,
      colour: p.colour,
      cards: (deal[p.id] ?? []).map((cardId) => {
        const card = cards.find((c) => c.id === cardId)!;
        return {
          id: card.id,
          name: cardName(card),
          word: card.word,
          image: <CardImage card={card} deck={deck} />,
        };
      }),
    }));

  return (
    <section className="mx-auto max-w-4xl">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title="The twelve-card setup">
        Twelve cards have been dealt among the players. Pass the device round: each player writes any word they like on each of
        their cards.
      </DeckPageHeader>
      {deal && Object.keys(deal).length > 0 ? (
        <SetupTurns deckId={deck.id} players={turns} ready={deck.stage === "READY"} />
      ) : (
        <p className="mt-6 text-lg">This deck started from a real deck, so it has no setup to write.</p>
      )}
    </section>
  );
}
