import type { Metadata } from "next";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import { requireUser } from "@/lib/auth/session";
import { requireDeckRole } from "@/lib/decks/access";
import { botWordList } from "@/lib/decks/bot-word-list";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { OnlineRoomForm } from "./online-room-form";

export const metadata: Metadata = { title: "Play online" };

export default async function PlayOnlinePage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/online/new`);
  await orNotFound(requireDeckRole(user.id, deckId, "EDITOR"));
  const [{ deck, players }, { words }] = await Promise.all([orNotFound(deckOverview(user.id, deckId)), orNotFound(botWordList(user.id, deckId))]);
  return (
    <section className="mx-auto max-w-3xl">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title="Play online">
        Everyone plays on their own phone or tablet, here or far away. Choose the game, who plays and any bots, then open a room: the others join with
        its code, and nobody needs an account.
      </DeckPageHeader>
      <OnlineRoomForm
        deck={{
          deckId: deck.id,
          players: players.filter((p) => !p.archivedAt).map((p) => ({ id: p.id, name: p.name, colour: p.colour })),
          setupFinished: deck.stage === "READY",
          standardDeck: deck.kind === "STANDARD",
          freeBotWords: words.filter((w) => !w.onDeck).length,
        }}
        hostName={user.name}
      />
    </section>
  );
}
