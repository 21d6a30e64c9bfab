import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { conflict, invalid, notFound } from "@/lib/decks/errors";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import { tableSetupSchema, type TableSetup } from "./setup";

export const startTableSessionSchema = z.object({
  deckId: z.string().min(1),
  requestKey: requestKeySchema,
  players: z.array(z.string().min(1)).min(2, { error: "Tick at least two players: Snap needs two." }).max(20),
  matchSuits: z.boolean().default(false),
});

/**
 * Starts recording a game played with the real cards: who is at the table, and whether matching
 * suits count (two players only). A retried or double-submitted start returns the same session.
 */
export async function startTableSession(userId: string, rawInput: unknown): Promise<{ gameId: string; replayed: boolean }> {
  const { input } = await deckAccess(userId, rawInput, { schema: startTableSessionSchema, role: "EDITOR" });

  const earlier = await sessionStartedBy(userId, input);
  if (earlier) return { gameId: earlier, replayed: true };

  if (new Set(input.players).size !== input.players.length) throw invalid("Each player can sit at the table once.");
  if (input.matchSuits && input.players.length !== 2) throw invalid("Matching suits is an option for two players only.");
  const [deck, players] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: input.deckId }, select: { stage: true } }),
    db.player.findMany({ where: { deckId: input.deckId, archivedAt: null }, select: { id: true } }),
  ]);
  if (deck.stage !== "READY") throw conflict("Finish the twelve-card setup before playing.");
  const known = new Set(players.map((p) => p.id));
  if (!input.players.every((id) => known.has(id))) throw notFound("That player");

  const setup: TableSetup = { players: input.players, matchSuits: input.matchSuits };
  try {
    const game = await db.game.create({
      data: { deckId: input.deckId, mode: "TABLE", setup, creationKey: input.requestKey, createdById: userId },
    });
    return { gameId: game.id, replayed: false };
  } catch (error) {
    // Two identical requests at once: the second finds the first's session.
    const winner = await sessionStartedBy(userId, input);
    if (winner) return { gameId: winner, replayed: true };
    throw error;
  }
}

/** The session this request already started; the same key with another table is refused (409). */
async function sessionStartedBy(userId: string, input: { deckId: string; requestKey: string; players: string[]; matchSuits: boolean }): Promise<string | null> {
  const game = await db.game.findUnique({ where: { creationKey: input.requestKey } });
  if (!game) return null;
  const setup = tableSetupSchema.safeParse(game.setup);
  const same =
    game.createdById === userId &&
    game.deckId === input.deckId &&
    game.mode === "TABLE" &&
    setup.success &&
    setup.data.matchSuits === input.matchSuits &&
    setup.data.players.join() === input.players.join();
  if (!same) throw keyReused();
  return game.id;
}
