/**
 * The judge's notes on the shouts at the latest card, for "Why did X win?": what each shout is
 * reported as, which shouts the card itself refuses, and a press that came after the verdict.
 * Pure functions of the judge's state (judge-step.ts).
 */
import type { ShoutReport } from "../protocol";
import type { JudgeEffect, JudgeState, ShoutInHand, Stepped } from "./judge-state";
import { REFUSED } from "./refusals";

/** How long a verdict a late press joined waits for the room's next move to go with. */
export const AMEND_AFTER_MS = 1_000;

/**
 * Adds a shout to "Why did X win?" of its card: every shout at the card while it is open, but
 * only a seat's first refusal, so a device sending refused shouts again and again can't swamp it.
 */
export function report(state: JudgeState, shout: ShoutInHand, outcome: ShoutReport["outcome"], reason?: string): JudgeState {
  const card = state.card;
  if (card === null || card.turn !== shout.turn || card.decided) return state;
  if (outcome === "refused" && card.reports.some((r) => r.seatId === shout.arrival.seatId && r.outcome === "refused")) return state;
  return { ...state, card: { ...card, reports: [...card.reports, reportOf(shout, outcome, reason)] } };
}

export function reportOf(shout: ShoutInHand, outcome: ShoutReport["outcome"], reason?: string): ShoutReport {
  const credited = shout.reactionMs !== shout.claimedMs ? { claimedMs: shout.claimedMs } : {};
  return { seatId: shout.arrival.seatId, call: shout.call, reactionMs: shout.reactionMs, ...credited, oneWayMs: shout.arrival.oneWayMs, outcome, ...(reason ? { reason } : {}) };
}

/** The shout checks that need the card: is it this card, and still open? */
export function shoutRefusal(state: JudgeState, intentTurn: number): string | null {
  const { card, game } = state;
  if (intentTurn !== game.turns) return REFUSED.staleTurn;
  if (card === null || card.turn !== game.turns) return game.turns === 0 ? REFUSED.noCardYet : REFUSED.cardBeforeTakeover;
  if (card.decided) return REFUSED.alreadyDecided;
  return null;
}

/** A press that came after its card's verdict joins that verdict (a seat's first such press only),
 *  and every device is sent the verdict again: "Why did X win?" shows the loser's own late press.
 *  It goes with the room's next move (no message of its own), or on its own after AMEND_AFTER_MS
 *  when no move comes: a broadcast per late press cost the 400-room benchmark a tenth of its moves. */
export function lateForVerdict(state: JudgeState, turn: number, late: ShoutReport, effects: JudgeEffect[]): JudgeState {
  const at = state.verdicts.findIndex((v) => v.turn === turn);
  const verdict = state.verdicts[at];
  if (!verdict || verdict.shouts.some((s) => s.seatId === late.seatId && s.outcome === "refused")) return state;
  const amended = { ...verdict, shouts: [...verdict.shouts, late] };
  effects.push({ type: "recordVerdict", verdict: amended });
  let next = { ...state, verdicts: state.verdicts.with(at, amended) };
  if (next.amending && next.amending.turn !== turn) {
    const flushed = flushAmended(next, []);
    next = flushed.state;
    effects.push(...flushed.effects);
  }
  if (next.amending === null) effects.push({ type: "amendAfter", ms: AMEND_AFTER_MS });
  return { ...next, amending: amended };
}

/** The verdict amended since the last move, sent on its own. */
export function flushAmended(state: JudgeState, effects: JudgeEffect[]): Stepped {
  if (!state.amending) return { state, effects };
  return { state: { ...state, amending: null }, effects: [...effects, { type: "cancelAmend" }, { type: "verdictChanged", verdict: state.amending }] };
}

