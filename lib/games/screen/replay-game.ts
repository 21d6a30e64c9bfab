import type { GameAction, GameEvent, LegacyState, Step } from "@/lib/rules";
import { openingStep, screenRules, type ScreenGameSetup } from "./setup";

/** The game as its recorded actions left it: the opening deal, then every action, through the rules. */
export function replayGame(setup: ScreenGameSetup, actions: readonly GameAction[]): Step<LegacyState> {
  let step = openingStep(setup);
  const events: GameEvent[] = [...step.events];
  for (const action of actions) {
    step = screenRules.apply(step.state, action);
    events.push(...step.events);
  }
  return { state: step.state, events };
}

/** What an ended game is remembered by on the deck page. */
export interface GameResult {
  winners: string[];
  snapsWon: Record<string, number>;
  wordsWritten: { playerId: string; cardId: string; word: string }[];
}

/** The result of these events, added to the result of the events before them (if any). */
export function summarise(events: readonly GameEvent[], before?: GameResult): GameResult {
  const snapsWon: Record<string, number> = { ...before?.snapsWon };
  const wordsWritten: GameResult["wordsWritten"] = [...(before?.wordsWritten ?? [])];
  let winners: string[] = before?.winners ?? [];
  for (const event of events) {
    if (event.type === "snapWon") snapsWon[event.playerId] = (snapsWon[event.playerId] ?? 0) + 1;
    if (event.type === "wordsWritten") for (const w of event.words) wordsWritten.push({ playerId: event.playerId, ...w });
    if (event.type === "gameOver") winners = event.winners;
  }
  return { winners, snapsWon, wordsWritten };
}

/**
 * What a game's record keeps after its last recorded action (Game.checkpoint): the rules state
 * and the result so far. The next batch of moves is judged from it, so recording a batch costs
 * the same at the game's three-thousandth move as at its thirtieth.
 */
export interface GameCheckpoint {
  state: LegacyState;
  result: GameResult;
}

/** The checkpoint after these actions, by replaying the game from its seed. */
export function checkpointAfter(setup: ScreenGameSetup, actions: readonly GameAction[]): GameCheckpoint {
  const { state, events } = replayGame(setup, actions);
  return { state, result: summarise(events) };
}
