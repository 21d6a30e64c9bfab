/**
 * Snap Legacy setup, once in a deck's life: twelve cards are dealt among the players (some may get
 * more), each player writes a word on each of theirs, and the cards go back into the deck.
 */
import { RuleError } from "./errors";
import { seedFrom, shuffleInPlace } from "./random";

export const SETUP_CARD_COUNT = 12;

export interface SetupDealOptions {
  /** The deck's card ids (a card or two may be missing). */
  cardIds: readonly string[];
  /** Players in seating order; the first seats get the extra cards when twelve does not divide. */
  playerIds: readonly string[];
  seed: number | string;
}

/** Which cards each player writes on at setup, keyed by player id. */
export function dealSetupCards({ cardIds, playerIds, seed }: SetupDealOptions): Record<string, string[]> {
  if (playerIds.length === 0) throw new RuleError("BAD_CONFIG", "Setup needs at least one player.");
  if (new Set(cardIds).size !== cardIds.length) throw new RuleError("BAD_CONFIG", "Each card needs a different id.");
  const chosen = shuffleInPlace({ rng: seedFrom(seed) }, [...cardIds]).slice(0, SETUP_CARD_COUNT);
  const dealt: Record<string, string[]> = Object.fromEntries(playerIds.map((id) => [id, []]));
  chosen.forEach((cardId, index) => dealt[playerIds[index % playerIds.length] as string]?.push(cardId));
  return dealt;
}
