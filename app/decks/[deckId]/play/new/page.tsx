import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/lib/auth/session";
import { requireDeckRole } from "@/lib/decks/access";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { NewGameForm } from "./new-game-form";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";

export const metadata: Metadata = { title: "New game" };

export default async function NewGamePage({ params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  const user = await requireUser(`/decks/${deckId}/play/new`);
  await orNotFound(requireDeckRole(user.id, deckId, "EDITOR"));
  const { deck, players } = await orNotFound(deckOverview(user.id, deckId));
  return (
    <section className="mx-auto max-w-3xl">
      <DeckPageHeader back={{ href: `/decks/${deck.id}`, label: `Back to ${deck.name}` }} title="Play Snap Legacy on screen">
        Choose who plays on this device, add bots if you like, and deal. Every word won is written into the deck, for good.
      </DeckPageHeader>
      {deck.stage !== "READY" ? (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-lg ring-2 ring-amber-300">
          Finish the <Link href={`/decks/${deck.id}/setup`} className="font-bold underline">twelve-card setup</Link> first.
        </p>
      ) : (
        <NewGameForm deckId={deck.id} players={players.filter((p) => !p.archivedAt).map((p) => ({ id: p.id, name: p.name, colour: p.colour }))} />
      )}
    </section>
  );
}
