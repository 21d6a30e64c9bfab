import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { roleAtLeast } from "@/lib/decks/roles";
import { screenGame } from "@/lib/games/screen/queries";
import { rulesFor } from "@/lib/games/screen/setup";
import { screenBackSvg, screenCardSvg } from "@/app/_components/card-svg";
import { PlayClient } from "@/app/_components/play/play-client";

export const metadata: Metadata = { title: "Playing Snap Legacy" };

export default async function PlayPage({ params }: { params: Promise<{ deckId: string; gameId: string }> }) {
  const { deckId, gameId } = await params;
  const user = await requireUser(`/decks/${deckId}/play/${gameId}`);
  const { setup, now, actionCount, role } = await orNotFound(screenGame(user.id, deckId, gameId));
  const { deck, cards } = await orNotFound(deckOverview(user.id, deckId));

  // Faces of every card as the game has them now (words won so far included).
  const faces = Object.fromEntries(
    rulesFor(setup).allCards(now.state).map((card) => {
      const saved = cards.find((c) => c.id === card.id);
      return [card.id, screenCardSvg({ ...card, code: saved?.code, colour: saved?.colour }, deck.design)];
    }),
  );

  return (
    <PlayClient
      deck={{ id: deck.id, name: deck.name }}
      gameId={gameId}
      setup={setup}
      now={now}
      actionCount={actionCount}
      faces={faces}
      backSvg={screenBackSvg(deck.design)}
      canPlay={roleAtLeast(role, "EDITOR")}
    />
  );
}
