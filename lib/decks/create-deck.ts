import { randomInt } from "node:crypto";
import type { z } from "zod";
import { customDeck, standardDeck } from "@/lib/cards/deck-composition";
import { newLinkCode } from "@/lib/cards/link-code";
import { db } from "@/lib/db/client";
import { dealSetupCards } from "@/lib/rules/legacy-setup";
import { DEFAULT_TIME_ZONE } from "@/lib/time/family-time";
import { parseInput } from "./parse-input";
import { keyReused } from "./request-key";
import { appendEvents } from "./history";
import { createDeckSchema } from "./schemas";

/**
 * Creates a deck with its cards, its players and its first owner in one transaction. With the
 * twelve-card setup, twelve cards are dealt among the players (some may get one more) and the deck
 * waits in the SETUP stage until every dealt card has its word. The deck's time zone is its
 * creator's: their account's, else the one their browser sent, else UTC. A retried create returns
 * the deck the first request made.
 */
export async function createDeck(userId: string, rawInput: unknown): Promise<{ deckId: string; replayed: boolean }> {
  const input = parseInput(createDeckSchema, rawInput, "That deck isn't valid.");

  const earlier = await deckCreatedBy(userId, input);
  if (earlier) return { deckId: earlier, replayed: true };

  const creator = await db.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  const timeZone = creator?.timeZone ?? input.timeZone ?? DEFAULT_TIME_ZONE;

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
          timeZone,
          createdById: userId,
          members: { create: { userId, role: "OWNER" } },
          players: { create: input.players.map((p, position) => ({ ...p, position })) },
          cards: {
            create: cards.map((c) => ({
              position: c.position,
              code: c.code,
              linkCode: newLinkCode(),
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
    const winner = await deckCreatedBy(userId, input);
    if (winner) return { deckId: winner, replayed: true };
    throw error;
  }
}

/**
 * The deck this request already made. The same key for another deck (someone else's, or another
 * name, kind or set of players) is refused (409). Players added later don't count against it.
 */
async function deckCreatedBy(userId: string, input: z.output<typeof createDeckSchema>): Promise<string | null> {
  const deck = await db.deck.findUnique({
    where: { creationKey: input.requestKey },
    select: { id: true, name: true, kind: true, createdById: true, players: { orderBy: { position: "asc" }, select: { name: true, colour: true } } },
  });
  if (!deck) return null;
  const players = (list: { name: string; colour: string }[]) => JSON.stringify(list.map((p) => [p.name, p.colour]));
  const same =
    deck.createdById === userId &&
    deck.name === input.name &&
    deck.kind === (input.composition.kind === "standard" ? "STANDARD" : "CUSTOM") &&
    players(deck.players.slice(0, input.players.length)) === players(input.players);
  if (!same) throw keyReused();
  return deck.id;
}
