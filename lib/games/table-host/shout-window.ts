/**
 * When the table's host closes the shouting at a card (the resolveShouts action). Right shouts are
 * not decided when they arrive: a faster shout from a farther device may still be on its way (on
 * one device, the slowest reach is 0 and only the tie window and a frame are waited for).
 */
import { SLAP_WINDOW_MS, type BaseState } from "@/lib/rules";
import { MAX_COUNTED_DELAY_MS, TOLERANCE_MS } from "@/lib/games/online/judge/fairness";
import type { CardAtTable } from "./card-at-table";

/**
 * A snap: the latest a faster shout could still arrive is the card's show time, plus the first
 * right reaction, plus the tie window, plus the slowest device's slow trip, plus the least allowance
 * (a frame, fairness.ts): so a shout judged within the tie window has always arrived. Never more
 * than the cap after the first right shout arrived, so one far device can't hold a table up.
 */
export function snapClosesAt(card: CardAtTable, tieWindowMs: number, slowestReachMs: number): number {
  const first = card.firstRight;
  if (first === null) return card.shownAt + MAX_COUNTED_DELAY_MS;
  const latestFaster = card.shownAt + first.reactionMs + tieWindowMs + slowestReachMs + TOLERANCE_MS;
  return Math.max(first.arrivedAt, Math.min(latestFaster, first.arrivedAt + MAX_COUNTED_DELAY_MS));
}

/**
 * An Irish slap: once every playing seat has slapped, after the tie window; otherwise when the
 * slap window since the card was shown is over (a far device's slap given its trip and a margin).
 */
export function slapClosesAt(state: BaseState, card: CardAtTable, slowestReachMs: number): number {
  const everyone = state.players.every((p) => p.status !== "playing" || state.shouts.some((s) => s.playerId === p.id));
  if (everyone && card.lastArrivedAt !== null) return card.lastArrivedAt + state.tieWindowMs;
  return card.shownAt + SLAP_WINDOW_MS + slowestReachMs + TOLERANCE_MS;
}
