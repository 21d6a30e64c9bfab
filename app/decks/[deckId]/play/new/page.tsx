import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { requireDeckRole } from "@/lib/decks/access";
import { botWordList } from "@/lib/decks/bot-word-list";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { NewGameForm } from "./new-game-form";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";

export const metadata: Metadata = { title: "New game" };

export default async function NewGamePage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/play/new`);
  await orNotFound(requireDeckRole(user.id, deckId, "EDITOR"));
  const [{ deck, players }, { words }] = await Promise.all([orNotFound(deckOverview(user.id, deckId)), orNotFound(botWordList(user.id, deckId))]);
  return (
    <section className="mx-auto max-w-3xl">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title="Play on screen">
        Choose a game, who plays on this device and the bots, then deal. Snap Legacy writes every word won into the deck, for good; the other
        games play with the deck’s cards as they are.
      </DeckPageHeader>
      <NewGameForm
        deckId={deck.id}
        players={players.filter((p) => !p.archivedAt).map((p) => ({ id: p.id, name: p.name, colour: p.colour }))}
        setupFinished={deck.stage === "READY"}
        standardDeck={deck.kind === "STANDARD"}
        freeBotWords={words.filter((w) => !w.onDeck).length}
      />
    </section>
  );
}
