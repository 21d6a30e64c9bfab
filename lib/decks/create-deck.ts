import { randomInt } from "node:crypto";
import { customDeck, standardDeck } from "@/lib/cards/deck-composition";
import { db } from "@/lib/db/client";
import { dealSetupCards } from "@/lib/rules/legacy-setup";
import { invalid } from "./errors";
import { appendEvents } from "./history";
import { createDeckSchema } from "./schemas";

/**
 * Creates a deck with its cards, its players and its first owner in one transaction. With the
 * twelve-card setup, twelve cards are dealt among the players (some may get one more) and the deck
 * waits in the SETUP stage until every dealt card has its word. A retried create returns the deck
 * the first request made.
 */
export async function createDeck(userId: string, rawInput: unknown): Promise<{ deckId: string; replayed: boolean }> {
  const parsed = createDeckSchema.safeParse(rawInput);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "That deck isn't valid.");
  const input = parsed.data;

  const earlier = await db.deck.findUnique({ where: { creationKey: input.requestKey } });
  if (earlier) {
    if (earlier.createdById !== userId) throw invalid("This request was already used.");
    return { deckId: earlier.id, replayed: true };
  }

  const cards =
    input.composition.kind === "standard"
      ? standardDeck(input.composition.missing)
      : customDeck(input.composition.sets, input.composition.cardsPerSet);

  try {
    return await db.$transaction(async (tx) => {
      const deck = await tx.deck.create({
        data: {
          name: input.name,
          kind: input.composition.kind === "standard" ? "STANDARD" : "CUSTOM",
          stage: input.start === "setup" ? "SETUP" : "READY",
          creationKey: input.requestKey,
          createdById: userId,
          members: { create: { userId, role: "OWNER" } },
          players: { create: input.players.map((p, position) => ({ ...p, position })) },
          cards: {
            create: cards.map((c) => ({
              position: c.position,
              code: c.code,
              rank: c.rank,
              suit: c.suit,
              colour: c.colour,
              status: c.missing ? "MISSING" : "IN_DECK",
            })),
          },
        },
        include: { players: { orderBy: { position: "asc" } }, cards: { orderBy: { position: "asc" } } },
      });

      const missing = deck.cards.filter((c) => c.status === "MISSING");
      if (missing.length > 0) {
        await appendEvents(tx, {
          deckId: deck.id,
          lastSeq: 0,
          recordedById: userId,
          requestKey: input.requestKey,
          events: missing.map((c) => ({ cardId: c.id, kind: "CARD_LOST", reason: "Missing when the deck was made." })),
        });
      }
      if (input.start === "setup") {
        const inDeck = deck.cards.filter((c) => c.status === "IN_DECK").map((c) => c.id);
        const deal = dealSetupCards({ cardIds: inDeck, playerIds: deck.players.map((p) => p.id), seed: randomInt(2 ** 31) });
        await tx.deck.update({ where: { id: deck.id }, data: { setupDeal: deal } });
      }
      return { deckId: deck.id, replayed: false };
    });
  } catch (error) {
    // Two identical requests at once: the second finds the first's deck.
    const winner = await db.deck.findUnique({ where: { creationKey: input.requestKey } });
    if (winner && winner.createdById === userId) return { deckId: winner.id, replayed: true };
    throw error;
  }
}
