import { createHash } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { keyReused } from "@/lib/decks/request-key";
import { Prisma } from "@/lib/generated/prisma/client";
import { screenGameSetupSchema } from "@/lib/games/screen/setup";
import { dealt, screenSetupFrom, startScreenGameSchema } from "@/lib/games/screen/start-screen-game";
import { newRoomCode } from "./new-room-code";

/** The play-on-screen chooser's choices, and which of the deck's players the host is ("I am Sam"), or null (only hosting). */
export const createRoomSchema = startScreenGameSchema
  .safeExtend({ hostPlayerId: z.string().min(1).max(100).nullable().default(null) })
  .superRefine((input, ctx) => {
    const people = input.seats.flatMap((s) => (s.kind === "person" ? [s.playerId] : []));
    if (people.length === 0) ctx.addIssue({ code: "custom", message: "An online game needs at least one person: choose who plays." });
    if (input.hostPlayerId !== null && !people.includes(input.hostPlayerId)) ctx.addIssue({ code: "custom", message: "You can only sit in a seat at this table." });
  });

/** How many times a fresh code is drawn before giving up (a clash is already one in ~900 million). */
const CODE_ATTEMPTS = 5;

/**
 * A room's id comes from its request key, so a retried create finds the room the first request
 * made (rooms have no key column of their own) and two concurrent retries make one room.
 */
function roomIdFor(requestKey: string): string {
  return `room${createHash("sha256").update(`room:${requestKey}`).digest("hex").slice(0, 24)}`;
}

/**
 * Opens a room for online play (deck editors and owners): the game is chosen and dealt now, from
 * the deck as it is, with the same checks as a game on screen; the words are read again when the
 * host starts. The room gets a short join code; the host's own seat is taken for them when they
 * said which player they are.
 */
export async function createRoom(userId: string, rawInput: unknown): Promise<{ roomId: string; code: string }> {
  const { input } = await deckAccess(userId, rawInput, { schema: createRoomSchema, role: "EDITOR" });
  const roomId = roomIdFor(input.requestKey);

  const earlier = await roomMadeBy(roomId, userId, input);
  if (earlier) return earlier;

  const [deck, players, cards] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: input.deckId }, select: { stage: true, kind: true } }),
    db.player.findMany({ where: { deckId: input.deckId, archivedAt: null } }),
    db.card.findMany({ where: { deckId: input.deckId, status: "IN_DECK" }, orderBy: { position: "asc" } }),
  ]);
  // The family's list is read when the host starts the game (startRoom), as the deck's words are.
  const setup = screenSetupFrom(input, deck, players, cards, []);
  dealt(setup);

  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = newRoomCode();
    try {
      await db.onlineRoom.create({
        data: {
          id: roomId,
          deckId: input.deckId,
          code,
          hostId: userId,
          setup: setup as object,
          ...(input.hostPlayerId ? { seats: { create: { seatId: input.hostPlayerId, userId } } } : {}),
        },
      });
      return { roomId, code };
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
      const winner = await roomMadeBy(roomId, userId, input);
      if (winner) return winner;
    }
  }
  throw new Error("No free room code after several attempts.");
}

/** The room this request already made; the same key from someone else or for another game is refused (409). */
async function roomMadeBy(roomId: string, userId: string, input: z.output<typeof createRoomSchema>): Promise<{ roomId: string; code: string } | null> {
  const room = await db.onlineRoom.findUnique({ where: { id: roomId }, select: { id: true, code: true, hostId: true, deckId: true, setup: true } });
  if (!room) return null;
  const setup = screenGameSetupSchema.safeParse(room.setup);
  const requested = input.seats.map((s) => (s.kind === "person" ? s.playerId : `bot:${s.pace}`)).join();
  const stored = setup.success ? setup.data.seats.map((s) => (s.kind === "person" ? s.id : `bot:${s.pace}`)).join() : null;
  const botWords = input.game === "legacy" ? (input.botWords ?? "blank") : null;
  if (room.hostId !== userId || room.deckId !== input.deckId || !setup.success || setup.data.game !== input.game || stored !== requested || (setup.data.botWords?.rule ?? null) !== botWords) {
    throw keyReused();
  }
  return { roomId: room.id, code: room.code };
}
