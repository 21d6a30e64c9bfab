import type { Metadata } from "next";
import { screenBackSvg, screenCardSvg } from "@/app/_components/card-svg";
import { ReplayScreen } from "@/app/_components/play/replay-screen";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { handsOfWords } from "@/lib/decks/card-hands";
import { gameReplay } from "@/lib/games/screen/game-replay";
import { faceKey } from "@/lib/games/screen/replay-steps";
import { DamagedGame, orDamaged } from "@/lib/games/stored-game";
import { DamagedGameNotice } from "@/app/decks/[deckId]/_components/damaged-game";
import { rulesFor } from "@/lib/games/screen/setup";

export const metadata: Metadata = { title: "Replay" };

export default async function ReplayPage({ params }: { params: Promise<{ deckId: string; gameId: string }> }) {
  const { deckId, gameId } = await params;
  const user = await requireUser(`/decks/${deckId}/play/${gameId}/replay`);
  const replay = await orDamaged(orNotFound(gameReplay(user.id, deckId, gameId)));
  if (replay instanceof DamagedGame) return <DamagedGameNotice deckId={deckId} message={replay.message} />;
  const { setup, actions, end, verdicts } = replay;
  const { deck, cards } = await orNotFound(deckOverview(user.id, deckId));

  // Every card as it looked at some moment of the game: as dealt, and (Snap Legacy) with each word
  // written during it, so the replay shows a card's word only from when it was written, in the hand
  // it was written in then (the game's own events first).
  const seen = [...setup.deck, ...rulesFor(setup).allCards(end.state)];
  const handOf = await handsOfWords(deck, seen, { gameId });
  const faces = Object.fromEntries(
    seen.map((card) => {
      const saved = cards.find((c) => c.id === card.id);
      return [faceKey(card), screenCardSvg({ ...card, code: saved?.code, colour: saved?.colour, artId: saved?.artId, hand: handOf(card) }, deck)];
    }),
  );

  return <ReplayScreen deck={{ id: deck.id, name: deck.name }} setup={setup} actions={actions} verdicts={verdicts} faces={faces} backSvg={screenBackSvg(deck)} />;
}
