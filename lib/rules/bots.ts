/**
 * Bots: whether, when and what a computer player shouts, and what it does with the words of a
 * snap it wins.
 *
 * A bot's choices are pure: its randomness is derived from its own seed and the game position
 * (cards turned so far and its seat), so a replay of the same game makes the same choices.
 */
import { unusedListWords } from "./bot-words";
import { legacyCards, type LegacyState } from "./legacy-game";
import { mixSeeds, nextFloat, nextNormal, pick, seedFrom, shuffleInPlace, type Seeded } from "./random";
import type { BaseState, Ruleset } from "./types";

export type Pace = "relaxed" | "normal" | "quick";

/** Reaction times by pace: a normal distribution clipped below at a human minimum. */
export const PACES: Record<Pace, { meanMs: number; sdMs: number; minMs: number }> = {
  relaxed: { meanMs: 950, sdMs: 220, minMs: 400 },
  normal: { meanMs: 620, sdMs: 140, minMs: 280 },
  quick: { meanMs: 380, sdMs: 70, minMs: 200 },
};

export interface BotSettings {
  pace: Pace;
  /** 0–1: how often the bot misses a match or shouts the wrong thing. */
  mistakeRate: number;
  seed: number | string;
}

export interface BotShout {
  call: string;
  reactionMs: number;
}

/** How often a bot with no match to see shouts anyway, as a share of its mistake rate. */
const FALSE_ALARM_SHARE = 0.1;

function botRandom(bot: BotSettings, state: BaseState, seat: number, salt: number): Seeded {
  return { rng: mixSeeds(seedFrom(bot.seed), state.turns, seat, salt) };
}

/** A reaction time drawn from the pace's distribution. */
export function reactionTime(pace: Pace, holder: Seeded): number {
  const { meanMs, sdMs, minMs } = PACES[pace];
  return Math.max(minMs, Math.round(nextNormal(holder, meanMs, sdMs)));
}

/**
 * What a bot shouts at the card just turned, or null to stay quiet. With a match it usually says
 * the right call; at its mistake rate it misses the match or makes a mistake people make (those
 * come from the ruleset: in Snap Legacy, "snap" when a word was needed or the newer card's word).
 */
export function decideShout<S extends BaseState>(
  rules: Ruleset<S>,
  state: S,
  playerId: string,
  bot: BotSettings,
): BotShout | null {
  const seat = state.players.findIndex((player) => player.id === playerId);
  const player = state.players[seat];
  if (player === undefined || player.status !== "playing" || player.lockedOut) return null;
  if (state.phase !== "turn" && state.phase !== "shouts") return null;
  if (state.shouts.some((shout) => shout.playerId === playerId)) return null;
  const random = botRandom(bot, state, seat, 1);
  const roll = nextFloat(random);
  const right = rules.rightCalls(state, playerId);
  // Mistakes and the reaction time are only worked out once the bot is going to shout.
  let calls: readonly string[];
  if (right.length > 0) {
    if (roll < bot.mistakeRate / 2) return null;
    const mistakes = roll < bot.mistakeRate ? rules.mistakenCalls(state, playerId) : [];
    calls = mistakes.length > 0 ? mistakes : right;
  } else {
    if (roll >= bot.mistakeRate * FALSE_ALARM_SHARE) return null;
    calls = rules.mistakenCalls(state, playerId);
    if (calls.length === 0) return null;
  }
  const reactionMs = reactionTime(bot.pace, random);
  return { call: pick(random, calls), reactionMs };
}

/**
 * What a bot that won a snap does about its words, as the table's rule has it (bot-words.ts):
 * it writes these itself (`by` "bot": words from the family's list, or none, and then its cards
 * stay blank), or the people at the table write them for it (`by` "people": nothing to play until
 * they have). Null when no words are waiting.
 */
/** Whether the people at the table write a bot's words (the table's rule "we write its words"). */
export function peopleWriteBotWords(state: LegacyState): boolean {
  return state.botWords?.rule === "people";
}

export type BotWordsMove = { by: "bot"; words: Record<string, string> } | { by: "people" };

/**
 * The words of a snap when the time for them has run out (online, the winner's device never wrote
 * them): what a bot would do with them under the table's rule — words from the family's list under
 * "list" — and otherwise the cards stay blank. Null when no words are waiting.
 */
export function wordsWhenTimeIsUp(state: LegacyState, bot: BotSettings): Record<string, string> | null {
  const move = botWordsMove(state, bot);
  return move === null ? null : move.by === "bot" ? move.words : {};
}

export function botWordsMove(state: LegacyState, bot: BotSettings): BotWordsMove | null {
  const due = state.phase === "words" ? state.wordsDue : null;
  if (due === null) return null;
  if (peopleWriteBotWords(state)) return { by: "people" };
  const free = shuffleInPlace(botRandom(bot, state, 0, 2), unusedListWords(state.botWords ?? null, legacyCards(state)));
  return { by: "bot", words: Object.fromEntries(due.cardIds.slice(0, free.length).map((cardId, i) => [cardId, free[i]!])) };
}
