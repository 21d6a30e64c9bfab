/**
 * What happens at the table on its own, and when (server epoch ms): bots turn, shout at their
 * reaction time after the card was shown and do what the table's rule says with the words of a
 * snap they win; the judge turns (and does a bot's part with the words) for removed or away seats,
 * closes the shouting and ends a timed game. Every decision is the rules library's (decideShout,
 * botWordsMove, wordsWanted), as on the one-device screen (use-bots.ts).
 */
import { botSettings, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { botWordsMove, decideShout, wordsWhenTimeIsUp, type Ruleset, type WordsWrittenBy } from "@/lib/rules";
import type { CardInPlay } from "./card-in-play";
import { MARGIN_MS, MAX_COUNTED_DELAY_MS } from "./fairness";
import type { SeatBook } from "./seats";
import { slapClosesAt, snapClosesAt } from "./shout-window";

export const BOT_TURN_MS = 900;
export const BOT_WRITE_MS = 900;
/** How long a snap's winner has to write the words (their device shows the time left); then the
 *  cards stay blank, or take words from the family's list where the table's bots write from it. */
export const WORDS_TIME_MS = 60_000;
/** A time limit is checked just after it is reached. */
const TICK_AFTER_LIMIT_MS = 5;

export type PlannedMove =
  | { type: "turn"; seatId: string; at: number }
  | { type: "shout"; seatId: string; call: string; reactionMs: number; at: number }
  | { type: "resolveShouts"; at: number }
  | { type: "writeWords"; seatId: string; words: Record<string, string>; by: WordsWrittenBy; at: number }
  | { type: "tick"; at: number };

export interface Table {
  rules: Ruleset<ScreenState>;
  setup: ScreenGameSetup;
  state: ScreenState;
  seats: SeatBook;
  /** The latest card as this judge showed it (null before its first, or for a card shown before it took the room over). */
  card: CardInPlay | null;
  now: number;
  gameNow: number;
  slowestReachMs: number;
  /** When (server ms) the words still waiting were asked for, or null when none are. */
  wordsDueAt: number | null;
}

export function plannedMoves(table: Table): PlannedMove[] {
  const { state } = table;
  if (state.phase === "over") return [];
  return [...turnFor(table), ...botShouts(table), ...closeShouting(table), ...wordsFor(table), ...timeLimit(table)];
}

function turnFor({ state, setup, seats, now }: Table): PlannedMove[] {
  const current = setup.seats[state.current];
  if (state.phase !== "turn" || current === undefined) return [];
  const from = seats.actsForFrom(current.id);
  return from === null ? [] : [{ type: "turn", seatId: current.id, at: Math.max(now + BOT_TURN_MS, from) }];
}

/** A bot given a seat well after the card was shown doesn't shout at it with a reaction time
 *  from the past: it could win a snap that others had already reacted to. */
const BOT_SHOUT_LATE_BY_MS = MAX_COUNTED_DELAY_MS;

function botShouts({ rules, state, setup, seats, card, now }: Table): PlannedMove[] {
  if (card === null || card.decided || card.turn !== state.turns) return [];
  return setup.seats.flatMap((seat): PlannedMove[] => {
    if (!seats.botPlays(seat.id)) return [];
    const decision = decideShout(rules, state, seat.id, botSettings(setup, seat));
    const at = decision && card.shownAt + decision.reactionMs;
    return decision && at !== null && at >= now - BOT_SHOUT_LATE_BY_MS ? [{ type: "shout", seatId: seat.id, ...decision, at }] : [];
  });
}

function closeShouting({ state, card, now, slowestReachMs }: Table): PlannedMove[] {
  if (state.phase !== "shouts") return [];
  if (card === null || card.turn !== state.turns) return [{ type: "resolveShouts", at: now + state.tieWindowMs + MARGIN_MS }];
  const at = state.kind === "irish" ? slapClosesAt(state, card, slowestReachMs) : snapClosesAt(card, state.tieWindowMs, slowestReachMs);
  return [{ type: "resolveShouts", at }];
}

/** A bot's words (or a seat's the judge plays for): written when the rule gives them to the bot;
 *  under "we write its words" the host's device writes them (room-judge.ts, host "words"). Words
 *  nobody wrote in WORDS_TIME_MS are written as the time running out has them (wordsWhenTimeIsUp). */
function wordsFor({ rules, state, setup, seats, now, wordsDueAt }: Table): PlannedMove[] {
  const wanted = rules.wordsWanted(state);
  const writer = wanted && setup.seats.find((s) => s.id === wanted.playerId);
  if (!wanted || !writer || state.kind !== "legacy") return [];
  const bot = botSettings(setup, writer);
  const from = seats.actsForFrom(writer.id);
  const move = from === null ? null : botWordsMove(state, bot);
  if (from !== null && move?.by === "bot") return [{ type: "writeWords", seatId: writer.id, words: move.words, by: "bot", at: Math.max(now + BOT_WRITE_MS, from) }];
  const words = wordsDueAt === null ? null : wordsWhenTimeIsUp(state, bot);
  return wordsDueAt === null || words === null ? [] : [{ type: "writeWords", seatId: writer.id, words, by: "bot", at: Math.max(now, wordsDueAt + WORDS_TIME_MS) }];
}

/** Only while a card may be turned: that is when the rules end a game on time (a tick at any
 *  other moment changes nothing, and would be recorded again and again). */
function timeLimit({ state, setup, now, gameNow }: Table): PlannedMove[] {
  if (setup.timeLimitMs === null || state.phase !== "turn") return [];
  const left = state.startedAtMs + setup.timeLimitMs - gameNow;
  return [{ type: "tick", at: now + Math.max(0, left) + TICK_AFTER_LIMIT_MS }];
}
