import { z } from "zod";
import { normaliseWord } from "@/lib/cards/normalise";
import type { EndReason, GameAction, GameEvent, Step } from "@/lib/rules";
import { openingStep, rulesFor, type ScreenGameSetup, type ScreenState } from "./setup";

/** The game as its recorded actions left it: the opening deal, then every action, through the rules. */
export function replayGame(setup: ScreenGameSetup, actions: readonly GameAction[]): Step<ScreenState> {
  const rules = rulesFor(setup);
  let step = openingStep(setup);
  const events: GameEvent[] = [...step.events];
  for (const action of actions) {
    step = rules.apply(step.state, action);
    events.push(...step.events);
  }
  return { state: step.state, events };
}

const END_REASONS = ["lastPlayer", "turnLimit", "timeLimit", "deckCollected", "deckRanOut", "stalemate", "lastHolder", "endedEarly"] as const satisfies readonly EndReason[];
const count = z.number().int().min(0);

/**
 * What a screen or online game is remembered by on the deck page (Game.result), and what its
 * checkpoint carries so far: the one definition, written by the recording and read by every page
 * and the import. Seats are named by their ids (a person's seat is their deck player's id).
 */
export const gameResultSchema = z.object({
  winners: z.array(z.string()),
  /** Irish Snap: the last player holding cards (absent from results recorded before it had a screen). */
  loser: z.string().nullable().optional(),
  /** How the game ended, once it has. */
  endReason: z.enum(END_REASONS).nullable().optional(),
  /** Cards each player held at the end. */
  cardCounts: z.record(z.string(), count).optional(),
  snapsWon: z.record(z.string(), count),
  /** Per player, the reaction times (ms) of their right shouts or slaps, in order. */
  reactionTimes: z.record(z.string(), z.array(z.number().min(0))).optional(),
  wordsWritten: z.array(z.object({ playerId: z.string(), cardId: z.string(), word: z.string() })),
  /** How often each call was shouted right, keyed by the call as shouted, normalised (normaliseWord):
   *  the deck's charts count the most shouted words from it. Absent from results recorded before it. */
  rightShouts: z.record(z.string(), count).optional(),
});

export type GameResult = z.output<typeof gameResultSchema>;

/**
 * Whether an event changes a game's result (what summarise adds up): a snap won, a right shout,
 * words written, the game's end. Other moves (turns, wrong shouts, the shouting closed) leave it as it was.
 */
export function changesResult(event: GameEvent): boolean {
  return event.type === "snapWon" || (event.type === "shoutJudged" && event.right) || event.type === "wordsWritten" || event.type === "gameOver";
}

/** The result of these events, added to the result of the events before them (if any). */
export function summarise(events: readonly GameEvent[], before?: GameResult): GameResult {
  const snapsWon: Record<string, number> = { ...before?.snapsWon };
  // Copied once, then added to: the result before is never changed.
  const reactionTimes: Record<string, number[]> = Object.fromEntries(Object.entries(before?.reactionTimes ?? {}).map(([id, times]) => [id, [...times]]));
  const wordsWritten: GameResult["wordsWritten"] = [...(before?.wordsWritten ?? [])];
  const rightShouts: Record<string, number> = { ...before?.rightShouts };
  let winners: string[] = before?.winners ?? [];
  let loser = before?.loser ?? null;
  let endReason = before?.endReason ?? null;
  let cardCounts = before?.cardCounts;
  for (const event of events) {
    if (!changesResult(event)) continue;
    if (event.type === "snapWon") snapsWon[event.playerId] = (snapsWon[event.playerId] ?? 0) + 1;
    if (event.type === "shoutJudged" && event.right) {
      (reactionTimes[event.playerId] ??= []).push(event.reactionMs);
      const shouted = normaliseWord(event.shouted);
      rightShouts[shouted] = (rightShouts[shouted] ?? 0) + 1;
    }
    if (event.type === "wordsWritten") for (const w of event.words) wordsWritten.push({ playerId: event.playerId, ...w });
    if (event.type === "gameOver") {
      winners = event.winners;
      loser = event.loser;
      endReason = event.reason;
      cardCounts = event.cardCounts;
    }
  }
  return { winners, loser, endReason, ...(cardCounts ? { cardCounts } : {}), snapsWon, reactionTimes, wordsWritten, rightShouts };
}

/**
 * What a game's record keeps after its last recorded action (Game.checkpoint): the rules state
 * and the result so far. The next batch of moves is judged from it, so recording a batch costs
 * the same at the game's three-thousandth move as at its thirtieth.
 */
export interface GameCheckpoint {
  state: ScreenState;
  result: GameResult;
  /**
   * How many of the game's moves it reflects, when it was stored behind them: an online game's
   * plain moves (turns, wrong shouts) are stored without a checkpoint, which is written again every
   * few dozen moves and after every move that changes the result (online/plain-move-writer.ts).
   * Absent: all of the game's recorded moves.
   */
  at?: number;
}

/** The checkpoint after these actions, by replaying the game from its seed. */
export function checkpointAfter(setup: ScreenGameSetup, actions: readonly GameAction[]): GameCheckpoint {
  const { state, events } = replayGame(setup, actions);
  return { state, result: summarise(events) };
}

/** The game after these further actions, from an earlier checkpoint, with the events they made. */
export function stepsFrom(setup: ScreenGameSetup, checkpoint: GameCheckpoint, actions: readonly GameAction[]): { checkpoint: GameCheckpoint; events: GameEvent[] } {
  const rules = rulesFor(setup);
  let state = checkpoint.state;
  const events: GameEvent[] = [];
  for (const action of actions) {
    const step = rules.apply(state, action);
    state = step.state;
    events.push(...step.events);
  }
  return { checkpoint: { state, result: summarise(events, checkpoint.result) }, events };
}

/** The checkpoint after these further actions, from an earlier one. */
export function checkpointFrom(setup: ScreenGameSetup, checkpoint: GameCheckpoint, actions: readonly GameAction[]): GameCheckpoint {
  return stepsFrom(setup, checkpoint, actions).checkpoint;
}
