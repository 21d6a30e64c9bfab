import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { freeBotWords } from "@/lib/decks/bot-word-list";
import { conflict } from "@/lib/decks/errors";
import { parseInput } from "@/lib/decks/parse-input";
import { checkpointAfter } from "@/lib/games/screen/replay-game";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import { botWordsTable } from "@/lib/games/screen/start-screen-game";
import { roomHostedBy } from "./host-room";
import { roomSetup } from "./room-setup";

export const startRoomSchema = z.object({ roomId: z.string().min(1).max(100) });

/** "Sam", "Sam and Max", "Sam, Max and Pip". */
function names(list: string[]): string {
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

/**
 * The host starts the room's game: every person's seat must have its person, or be made a bot.
 * The game (mode ONLINE) is the room's setup with the deck's words as they are now (a word won in
 * another game since the room opened is on its card), and the family's word list for bots as it
 * is now, dealt; the room turns to playing. One
 * transaction, under the room's row lock: a repeated start answers with the same game.
 */
export async function startRoom(userId: string, rawInput: unknown): Promise<{ gameId: string }> {
  const input = parseInput(startRoomSchema, rawInput);
  await roomHostedBy(userId, input.roomId);

  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM online_rooms WHERE id = ${input.roomId} FOR NO KEY UPDATE`;
    const room = await tx.onlineRoom.findUniqueOrThrow({ where: { id: input.roomId }, include: { seats: true } });
    if (room.gameId) return { gameId: room.gameId };
    if (room.status !== "LOBBY") throw conflict("This room's game is over.");

    const chosen = roomSetup(room.setup);
    const seated = new Set(room.seats.filter((s) => s.userId !== null || s.tokenHash !== null || s.control === "BOT").map((s) => s.seatId));
    const waiting = chosen.seats.filter((s) => s.kind === "person" && !seated.has(s.id)).map((s) => s.name);
    if (waiting.length > 0) throw conflict(`Waiting for ${names(waiting)} to join (or make them bots).`);

    const game = await dealRoomGame(tx, { id: room.id, deckId: room.deckId }, chosen, `room:${room.id}`, userId);
    await tx.onlineRoom.update({ where: { id: room.id }, data: { status: "PLAYING", gameId: game.id, startedAt: new Date() } });
    return { gameId: game.id };
  });
}

/**
 * A room's game as the host starts it: the room's setup with the deck's words as they are now (a
 * word won in another game since the room opened is on its card) and the family's word list for
 * bots as it is now, dealt and stored (mode ONLINE) under `creationKey`.
 */
export async function dealRoomGame(tx: Prisma.TransactionClient, room: { id: string; deckId: string }, chosen: ScreenGameSetup, creationKey: string, userId: string) {
  const cards = await tx.card.findMany({ where: { deckId: room.deckId, id: { in: chosen.deck.map((c) => c.id) } }, select: { id: true, word: true } });
  const wordNow = new Map(cards.map((c) => [c.id, c.word]));
  const botWords = chosen.botWords?.rule === "list" ? botWordsTable("list", await freeBotWords(tx, room.deckId)) : chosen.botWords;
  const setup: ScreenGameSetup = {
    ...chosen,
    deck: chosen.deck.map((card) => ({ ...card, word: wordNow.has(card.id) ? (wordNow.get(card.id) ?? null) : card.word })),
    botWords,
  };
  return tx.game.create({
    data: { deckId: room.deckId, mode: "ONLINE", setup: setup as object, checkpoint: checkpointAfter(setup, []) as object, creationKey, createdById: userId },
  });
}
