/**
 * Simultaneous shouts, decided by reaction time (docs/rules.md, "Shouts at the same moment").
 *
 * Design: a right shout is not decided when it arrives. Each shout carries `reactionMs` (time from
 * the card being shown to the shout, measured on the shouter's own device, so network delay does
 * not count) and is held in the state's `shouts` list while the phase is "shouts". Wrong shouts are
 * judged at once (the shouter is penalised straight away). The host (server, or the screen running
 * a local game) closes the window by sending a `resolveShouts` action once the slowest reaction it
 * is willing to wait for has had time to arrive; the engine never reads a clock.
 *
 * On resolution the fastest right shout wins; every right shout within `tieWindowMs` of the fastest
 * is a tie. Each game decides what a tie means (Classic Snap pools the piles); otherwise a tie is
 * broken by the game's seeded generator, so a replay breaks it the same way.
 */
import { pick, type Seeded } from "./random";
import type { BaseState, PendingShout } from "./types";

export const DEFAULT_TIE_WINDOW_MS = 20;
/** No person reacts to a card faster than this (docs/rules.md, "A false start"): a shout claiming
 *  less is a false start. The rule of every game started now; a table may set its own floor. */
export const DEFAULT_FALSE_START_MS = 100;

/** Whether a shout came faster than a person can react to a card (docs/rules.md, "A false start"). */
export function isFalseStart(state: Pick<BaseState, "falseStartMs">, reactionMs: number): boolean {
  return reactionMs < (state.falseStartMs ?? 0);
}

function byReaction(a: PendingShout, b: PendingShout): number {
  return a.reactionMs - b.reactionMs || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);
}

/** The shouts tied for fastest: the fastest and all within the tie window of it, fastest first. */
export function fastestShouts(shouts: readonly PendingShout[], tieWindowMs: number): PendingShout[] {
  const sorted = [...shouts].sort(byReaction);
  const first = sorted[0];
  if (first === undefined) return [];
  return sorted.filter((shout) => shout.reactionMs - first.reactionMs <= tieWindowMs);
}

/** The shouts tied for slowest (Irish Snap: the last to slap), slowest first. */
export function slowestShouts(shouts: readonly PendingShout[], tieWindowMs: number): PendingShout[] {
  const sorted = [...shouts].sort(byReaction).reverse();
  const last = sorted[0];
  if (last === undefined) return [];
  return sorted.filter((shout) => last.reactionMs - shout.reactionMs <= tieWindowMs);
}

/** One shout of a tied group, chosen by the seeded generator (the group's order is canonical). */
export function breakTie(group: readonly PendingShout[], holder: Seeded): PendingShout {
  if (group.length === 1) return group[0] as PendingShout;
  return pick(holder, [...group].sort(byReaction));
}
