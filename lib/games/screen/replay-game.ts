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

/** What an ended game is remembered by on the deck page. */
export interface GameResult {
  winners: string[];
  /** Irish Snap: the last player holding cards (absent from results recorded before it had a screen). */
  loser?: string | null;
  /** How the game ended, once it has. */
  endReason?: EndReason | null;
  /** Cards each player held at the end. */
  cardCounts?: Record<string, number>;
  snapsWon: Record<string, number>;
  /** Per player, the reaction times (ms) of their right shouts or slaps, in order. */
  reactionTimes?: Record<string, number[]>;
  wordsWritten: { playerId: string; cardId: string; word: string }[];
  /** How often each call was shouted right, keyed by the call as shouted, normalised (normaliseWord):
   *  the deck's charts count the most shouted words from it. Absent from results recorded before it. */
  rightShouts?: Record<string, number>;
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
}

/** The checkpoint after these actions, by replaying the game from its seed. */
export function checkpointAfter(setup: ScreenGameSetup, actions: readonly GameAction[]): GameCheckpoint {
  const { state, events } = replayGame(setup, actions);
  return { state, result: summarise(events) };
}
