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

export function summarise(events: readonly GameEvent[]): GameResult {
  const snapsWon: Record<string, number> = {};
  const wordsWritten: GameResult["wordsWritten"] = [];
  let winners: string[] = [];
  for (const event of events) {
    if (event.type === "snapWon") snapsWon[event.playerId] = (snapsWon[event.playerId] ?? 0) + 1;
    if (event.type === "wordsWritten") for (const w of event.words) wordsWritten.push({ playerId: event.playerId, ...w });
    if (event.type === "gameOver") winners = event.winners;
  }
  return { winners, snapsWon, wordsWritten };
}
