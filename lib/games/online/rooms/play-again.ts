import { randomInt } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { conflict } from "@/lib/decks/errors";
import { parseInput } from "@/lib/decks/parse-input";
import { MAX_DEAL } from "@/lib/games/game-choices";
import { roomHostedBy } from "./host-room";
import { roomSetup } from "./room-setup";
import { dealRoomGame } from "./start-room";

export const playAgainSchema = z.object({ roomId: z.string().min(1).max(100), after: z.string().min(1).max(100) });

/**
 * The host plays again once the room's game is over: the same seats, the same people in them (their
 * devices stay connected, their seat tokens still let them in) and the same table rules, a new deal,
 * with the deck's words as they are now. The game just played stays in the deck's games. One
 * transaction under the room's row lock; asked again after the same game (`after`: a double click,
 * a retry), it answers with the same new game.
 */
export async function playRoomAgain(userId: string, rawInput: unknown): Promise<{ gameId: string }> {
  const input = parseInput(playAgainSchema, rawInput);
  await roomHostedBy(userId, input.roomId);

  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM online_rooms WHERE id = ${input.roomId} FOR NO KEY UPDATE`;
    const room = await tx.onlineRoom.findUniqueOrThrow({ where: { id: input.roomId }, include: { game: { select: { id: true, status: true } } } });
    const creationKey = `room:${room.id}:after:${input.after}`;
    const again = await tx.game.findUnique({ where: { creationKey, deckId: room.deckId }, select: { id: true } });
    if (again) return { gameId: again.id };
    const finished = room.game;
    if (!finished || finished.id !== input.after) throw conflict("That isn't this room's latest game.");
    if (room.status !== "OVER" || finished.status !== "OVER") throw conflict("The game is still going: play again once it is over.");

    const chosen = { ...roomSetup(room.setup), seed: randomInt(MAX_DEAL + 1) };
    const game = await dealRoomGame(tx, { id: room.id, deckId: room.deckId }, chosen, creationKey, userId);
    await tx.onlineRoom.update({ where: { id: room.id }, data: { status: "PLAYING", gameId: game.id, paused: false, startedAt: new Date() } });
    return { gameId: game.id };
  });
}
