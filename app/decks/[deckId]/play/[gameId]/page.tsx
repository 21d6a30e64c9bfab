import type { Metadata } from "next";
import { cookies } from "next/headers";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckOverview } from "@/lib/decks/queries";
import { handsOfWords } from "@/lib/decks/card-hands";
import { roleAtLeast } from "@/lib/decks/roles";
import { screenClockSpeed, TEST_CLOCK_COOKIE } from "@/lib/games/screen/clock-speed";
import { screenGame } from "@/lib/games/screen/queries";
import { DamagedGame, orDamaged } from "@/lib/games/stored-game";
import { rulesFor } from "@/lib/games/screen/setup";
import { screenBackSvg, screenCardSvg } from "@/app/_components/card-svg";
import { PlayScreen } from "@/app/_components/play/play-screen";
import { DamagedGameNotice } from "@/app/decks/[deckId]/_components/damaged-game";

export const metadata: Metadata = { title: "Playing Snap" };

export default async function PlayPage({ params }: { params: Promise<{ deckId: string; gameId: string }> }) {
  const { deckId, gameId } = await params;
  const user = await requireUser(`/decks/${deckId}/play/${gameId}`);
  const game = await orDamaged(orNotFound(screenGame(user.id, deckId, gameId)));
  if (game instanceof DamagedGame) return <DamagedGameNotice deckId={deckId} message={game.message} />;
  const { setup, now, actionCount, role } = game;
  const { deck, cards } = await orNotFound(deckOverview(user.id, deckId));

  // Faces of every card as the game has them now (words won so far included; in games without
  // words they are only drawn on the cards), each word in the hand it was written in.
  const inGame = rulesFor(setup).allCards(now.state);
  const handOf = await handsOfWords(deck, inGame, { gameId });
  const faces = Object.fromEntries(
    inGame.map((card) => {
      const saved = cards.find((c) => c.id === card.id);
      return [card.id, screenCardSvg({ ...card, code: saved?.code, colour: saved?.colour, artId: saved?.artId, hand: handOf(card) }, deck)];
    }),
  );

  const clockSpeed = screenClockSpeed((await cookies()).get(TEST_CLOCK_COOKIE)?.value);
  return (
    <PlayScreen
      mode={{ kind: "deck", deck: { id: deck.id, name: deck.name }, gameId, actionCount, canPlay: roleAtLeast(role, "EDITOR") }}
      setup={setup}
      now={now}
      faces={faces}
      backSvg={screenBackSvg(deck)}
      clockSpeed={clockSpeed}
    />
  );
}
