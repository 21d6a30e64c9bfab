import type { Card, GameAction, GameEvent } from "@/lib/rules";
import { openingStep, rulesFor, type ScreenGameSetup, type ScreenState } from "./setup";

/** One moment of a replay: the game after an action (or the deal), and what that action caused. */
export interface ReplayStep {
  state: ScreenState;
  events: GameEvent[];
  /** The action that led here (null for the deal). */
  action: GameAction | null;
}

/** A card's drawing is keyed by the card and its word: in Snap Legacy a card gains a word mid-game. */
export function faceKey(card: Pick<Card, "id" | "word">): string {
  return `${card.id}|${card.word ?? ""}`;
}

/**
 * Every moment of a game, from the deal through each recorded action, judged by the same rules as
 * when it was played. States share what they didn't change (the engine never changes a state), so a
 * long game's steps cost little more than its actions.
 */
export function replaySteps(setup: ScreenGameSetup, actions: readonly GameAction[]): ReplayStep[] {
  const rules = rulesFor(setup);
  const opening = openingStep(setup);
  const steps: ReplayStep[] = [{ state: opening.state, events: opening.events, action: null }];
  for (const action of actions) {
    const next = rules.apply(steps[steps.length - 1]!.state, action);
    steps.push({ state: next.state, events: next.events, action });
  }
  return steps;
}
