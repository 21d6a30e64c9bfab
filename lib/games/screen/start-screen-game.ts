import { randomInt } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { conflict, invalid } from "@/lib/decks/errors";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import { DEFAULT_TIE_WINDOW_MS } from "@/lib/rules";
import { checkpointAfter } from "./replay-game";
import { botSeat, screenGameSetupSchema, type GameSeat, type ScreenGameSetup } from "./setup";

export const startScreenGameSchema = z.object({
  deckId: z.string().min(1),
  requestKey: requestKeySchema,
  seats: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("person"), playerId: z.string().min(1) }),
        z.object({ kind: z.literal("bot"), pace: z.enum(["relaxed", "normal", "quick"]) }),
      ]),
    )
    .min(2, { error: "A game needs at least two players." })
    .max(6, { error: "At most six players on one screen." }),
  matchSuits: z.boolean().default(false),
  timeLimitMinutes: z.number().int().min(1).max(120).nullable().default(null),
  /** A deal number, to play a memorable deal again; a fresh one is drawn when absent. */
  seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
});

/**
 * Starts a game of Snap Legacy on screen, dealt from the deck's real cards and words as they are
 * now, with a recorded seed. Bots get a pace and a small, human mistake rate.
 */
export async function startScreenGame(userId: string, rawInput: unknown): Promise<{ gameId: string }> {
  const { input } = await deckAccess(userId, rawInput, { schema: startScreenGameSchema, role: "EDITOR" });

  const earlier = await gameStartedBy(userId, input);
  if (earlier) return { gameId: earlier };

  const [deck, players, cards] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: input.deckId }, select: { stage: true } }),
    db.player.findMany({ where: { deckId: input.deckId, archivedAt: null } }),
    db.card.findMany({ where: { deckId: input.deckId, status: "IN_DECK" }, orderBy: { position: "asc" } }),
  ]);
  if (deck.stage !== "READY") throw conflict("Finish the twelve-card setup before playing.");

  let bots = 0;
  const seats: GameSeat[] = input.seats.map((seat) => {
    if (seat.kind === "bot") {
      const n = bots++;
      return botSeat(n, seat.pace);
    }
    const player = players.find((p) => p.id === seat.playerId);
    if (!player) throw invalid("That player doesn't belong to this deck.");
    return { id: player.id, name: player.name, colour: player.colour, kind: "person" };
  });
  if (new Set(seats.map((s) => s.id)).size !== seats.length) throw invalid("Each player can sit at the table once.");
  if (input.matchSuits && seats.length !== 2) throw invalid("Matching suits is an option for two players only.");

  const setup: ScreenGameSetup = {
    game: "legacy",
    seats,
    deck: cards.map((c) => ({ id: c.id, rank: c.rank, suit: c.suit ?? "", word: c.word })),
    seed: input.seed ?? randomInt(2 ** 31),
    matchSuits: input.matchSuits,
    timeLimitMs: input.timeLimitMinutes ? input.timeLimitMinutes * 60_000 : null,
    turnLimit: null,
    tieWindowMs: DEFAULT_TIE_WINDOW_MS,
    matchesStay: true,
    classic: null,
  };
  // The rules refuse a setup they can't deal here, before anything is saved.
  const checkpoint = checkpointAfter(setup, []);

  try {
    const game = await db.game.create({
      data: {
        deckId: input.deckId,
        mode: "SCREEN",
        setup: setup as object,
        checkpoint: checkpoint as object,
        creationKey: input.requestKey,
        createdById: userId,
      },
    });
    return { gameId: game.id };
  } catch (error) {
    const winner = await gameStartedBy(userId, input);
    if (winner) return { gameId: winner };
    throw error;
  }
}

/** The game this request already started; the same key with another game is refused (409). */
async function gameStartedBy(userId: string, input: z.output<typeof startScreenGameSchema>): Promise<string | null> {
  const game = await db.game.findUnique({ where: { creationKey: input.requestKey } });
  if (!game) return null;
  const setup = screenGameSetupSchema.safeParse(game.setup);
  const seat = (s: { kind: string; playerId?: string; id?: string; pace?: string }) => (s.kind === "bot" ? `bot:${s.pace}` : `person:${s.playerId ?? s.id}`);
  const same =
    game.createdById === userId &&
    game.deckId === input.deckId &&
    game.mode === "SCREEN" &&
    setup.success &&
    setup.data.seats.map(seat).join() === input.seats.map(seat).join() &&
    setup.data.matchSuits === input.matchSuits &&
    setup.data.timeLimitMs === (input.timeLimitMinutes ? input.timeLimitMinutes * 60_000 : null) &&
    (input.seed === undefined || setup.data.seed === input.seed);
  if (!same) throw keyReused();
  return game.id;
}
