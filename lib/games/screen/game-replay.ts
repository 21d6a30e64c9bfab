import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import type { GameAction, GameEvent } from "@/lib/rules";
import { openingStep, rulesFor, screenGameSetupSchema, type ScreenGameSetup, type ScreenState } from "./setup";

/** One moment of a replay: the game after an action (or the deal), and what that action caused. */
export interface ReplayStep {
  state: ScreenState;
  events: GameEvent[];
  /** The action that led here (null for the deal). */
  action: GameAction | null;
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

/**
 * A screen game's setup and every recorded move, for a replay: any member of the deck may watch
 * one (viewers too); anyone else gets the same 404 as for a game that doesn't exist.
 */
export async function gameReplay(userId: string, deckId: string, gameId: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const game = await db.game.findFirst({ where: { id: gameId, deckId, mode: "SCREEN" }, select: { setup: true, status: true } });
  if (!game) throw notFound("That game");
  const rows = await db.gameAction.findMany({ where: { gameId }, orderBy: { index: "asc" }, select: { action: true } });
  return {
    setup: screenGameSetupSchema.parse(game.setup),
    actions: rows.map((row) => row.action as unknown as GameAction),
    over: game.status === "OVER",
  };
}
