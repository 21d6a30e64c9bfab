import { db } from "@/lib/db/client";
import { rulesFor, screenGameSetupSchema } from "@/lib/games/screen/setup";
import { currentCheckpoint } from "@/lib/games/recorded-actions";

/**
 * Every card of a room's game as the game has it now (words won so far included), with what the
 * deck's own cards add to their faces (code, colour, picture), and the deck's look: what a room's
 * devices draw the table with. Null while the room has no game. Who may ask is the caller's to check.
 */
export async function roomGameCards(roomId: string) {
  const room = await db.onlineRoom.findUnique({
    where: { id: roomId },
    select: { deck: { select: { id: true, name: true, design: true } }, game: { select: { id: true, setup: true, checkpoint: true, actionCount: true } } },
  });
  if (!room?.game) return null;
  const setup = screenGameSetupSchema.parse(room.game.setup);
  const now = await currentCheckpoint(db, setup, { ...room.game, deckId: room.deck.id });
  const inGame = rulesFor(setup).allCards(now.state);
  const saved = await db.card.findMany({ where: { deckId: room.deck.id, id: { in: inGame.map((card) => card.id) } }, select: { id: true, code: true, colour: true, artId: true } });
  const extras = new Map(saved.map((card) => [card.id, card]));
  const cards = inGame.map((card) => {
    const extra = extras.get(card.id);
    return { ...card, code: extra?.code, colour: extra?.colour, artId: extra?.artId };
  });
  return { deck: room.deck, cards };
}
