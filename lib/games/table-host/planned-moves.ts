/**
 * The table's host: what happens at an on-screen table on its own, and when. Bots turn, shout at
 * their reaction time after the card was shown and do what the table's rule says with the words of
 * a snap they win; the host turns (and does a bot's part with the words) for seats nobody plays or
 * whose player is away, turns a person's card when the table turns cards by itself, closes the
 * shouting and ends a timed game. Every decision is the rules library's (mayTurn, mayShout,
 * decideShout, botWordsMove, wordsWanted); this says only when.
 *
 * One schedule for every table: the one-device screen (app/_components/play/use-table-host.ts, in
 * game ms) and the online judge (lib/games/online/judge/room-judge.ts, in server ms) both ask it.
 */
import { MARGIN_MS, MAX_COUNTED_DELAY_MS } from "@/lib/games/online/judge/fairness";
import { botSettings, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { botWordsMove, decideShout, mayShout, mayTurn, wordsWhenTimeIsUp, type Ruleset, type WordsWrittenBy } from "@/lib/rules";
import type { CardAtTable } from "./card-at-table";
import { slapClosesAt, snapClosesAt } from "./shout-window";

export const BOT_TURN_MS = 900;
export const BOT_WRITE_MS = 900;
/** A table that turns cards by itself turns a person's card after this long. */
export const AUTO_TURN_MS = 1_400;
/** How long a snap's winner has to write the words at an online table (their device shows the time
 *  left); then the cards stay blank, or take words from the family's list where the table's bots
 *  write from it. */
export const WORDS_TIME_MS = 60_000;
/** A time limit is checked just after it is reached. */
const TICK_AFTER_LIMIT_MS = 5;

export type PlannedMove =
  | { type: "turn"; seatId: string; at: number }
  | { type: "shout"; seatId: string; call: string; reactionMs: number; at: number }
  | { type: "resolveShouts"; at: number }
  | { type: "writeWords"; seatId: string; words: Record<string, string>; by: WordsWrittenBy; at: number }
  | { type: "tick"; at: number };

/** Who plays each seat, as far as the host is concerned. */
export interface TableSeats {
  /** A bot shouts for this seat. */
  botPlays(seatId: string): boolean;
  /** From when the host turns this seat's cards and writes its words, or null while a person does. */
  actsForFrom(seatId: string): number | null;
}

export interface Table {
  rules: Ruleset<ScreenState>;
  setup: ScreenGameSetup;
  state: ScreenState;
  seats: TableSeats;
  /** The latest card as the host showed it (null before its first, or for a card shown before this host took the table over). */
  card: CardAtTable | null;
  /** The host's time now: `at` of each planned move is in the same time. */
  now: number;
  /** The game's clock now (it stands still while paused); equal to `now` on one device. */
  gameNow: number;
  /** The longest a message from the farthest seat may take (0 when every seat is at one screen). */
  slowestReachMs: number;
  /** When the words still waiting were asked for, to give them WORDS_TIME_MS; null for no time limit on words. */
  wordsDueAt: number | null;
  /** A person's card is turned for them after this long (a table that turns cards by itself), or null. */
  autoTurnMs?: number | null;
}

export function plannedMoves(table: Table): PlannedMove[] {
  const { state } = table;
  if (state.phase === "over") return [];
  return [...turnFor(table), ...botShouts(table), ...closeShouting(table), ...wordsFor(table), ...timeLimit(table)];
}

function turnFor({ state, setup, seats, now, autoTurnMs }: Table): PlannedMove[] {
  const current = setup.seats[state.current];
  if (current === undefined || !mayTurn(state, current.id)) return [];
  const from = seats.actsForFrom(current.id);
  if (from !== null) return [{ type: "turn", seatId: current.id, at: Math.max(now + BOT_TURN_MS, from) }];
  return autoTurnMs == null ? [] : [{ type: "turn", seatId: current.id, at: now + autoTurnMs }];
}

/** A bot given a seat well after the card was shown doesn't shout at it with a reaction time
 *  from the past: it could win a snap that others had already reacted to. */
const BOT_SHOUT_LATE_BY_MS = MAX_COUNTED_DELAY_MS;

function botShouts({ rules, state, setup, seats, card, now }: Table): PlannedMove[] {
  if (card === null || card.decided || card.turn !== state.turns) return [];
  return setup.seats.flatMap((seat): PlannedMove[] => {
    if (!seats.botPlays(seat.id) || !mayShout(state, seat.id)) return [];
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

/** A bot's words (or a seat's the host plays for): written when the rule gives them to the bot;
 *  under "we write its words" a person writes them (on one device in the words dialog; online the
 *  host's device, room-judge.ts host "words"). Words nobody wrote in WORDS_TIME_MS are written as
 *  the time running out has them (wordsWhenTimeIsUp). */
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

/** A one-device table's seats: bots play the bot seats, people the rest, all at the one screen. */
export function screenSeats(setup: ScreenGameSetup): TableSeats {
  const bots = new Set(setup.seats.filter((s) => s.kind === "bot").map((s) => s.id));
  return { botPlays: (seatId) => bots.has(seatId), actsForFrom: (seatId) => (bots.has(seatId) ? Number.NEGATIVE_INFINITY : null) };
}
