/**
 * The fairness bounds (docs/online-fairness.md): when a card is shown, and which reaction times a
 * device may claim. Reaction times are measured on the device from the frame that painted the card;
 * the server only checks that a claim is physically possible given when the shout arrived.
 */
import type { Arrival, Presence } from "../judge-types";

/** A frame (16.7 ms at 60 Hz) plus scheduling jitter: slack on top of a measured delay. */
export const MARGIN_MS = 20;
/** Even on loopback a step needs a moment to be sent to every device and painted. */
export const MIN_SHOW_AHEAD_MS = 30;
/** Nobody waits longer than this for a far device; it also bounds what a device can gain by
 *  holding back both its probe answers and its acknowledgements of steps (its counted delay never
 *  exceeds it; delay-probe.ts). */
export const MAX_COUNTED_DELAY_MS = 250;
/** The least allowance a claim gets below what the server saw: the device's paint and press are
 *  timed to a frame (up to 16.7 ms late at 60 Hz), and a trip wanders a few ms even on a quiet line. */
export const TOLERANCE_MS = 25;
/** The most allowance a device's jitter earns it, and so the most any device can gain by claiming
 *  faster than the server saw (docs/online-fairness.md). */
export const MAX_ALLOWANCE_MS = 60;
/** Longer than any reaction to a card: a device claiming more is confused or lying. */
export const MAX_REACTION_MS = 10_000;

/** The longest one message to or from a connected device may take, as counted: its one-way delay
 *  and how far its trips wander (a trip as slow as its slowest recent one), capped. */
export function slowestReachMs(presences: Iterable<Presence>): number {
  let slowest = 0;
  for (const p of presences) if (p.connected && p.oneWayMs !== null) slowest = Math.max(slowest, p.oneWayMs + (p.jitterMs ?? 0));
  return Math.min(slowest, MAX_COUNTED_DELAY_MS);
}

/** How far ahead of now a step is shown: time for the slowest connected device to receive it,
 *  on a slow trip of its line. */
export function showAheadMs(presences: Iterable<Presence>): number {
  return Math.min(MAX_COUNTED_DELAY_MS, Math.max(MIN_SHOW_AHEAD_MS, slowestReachMs(presences) + MARGIN_MS));
}

/** The reaction time the server could see: the shout arrived, less its trip, after the card was shown. */
export function observedReactionMs(arrival: Arrival, shownAt: number): number {
  return arrival.atMs - shownAt - Math.min(Math.max(0, arrival.oneWayMs), MAX_COUNTED_DELAY_MS);
}

/** How much a device's trips wander: its slowest recent round trip less its fastest. A shout's own
 *  trip may be that much slower than the best one-way delay the server counts. */
export function jitterOf(tripsMs: readonly number[]): number {
  return tripsMs.length === 0 ? 0 : Math.max(...tripsMs) - Math.min(...tripsMs);
}

/** How far below what the server saw a device's claim is still credited: a frame, and its jitter. */
export function allowanceFor(jitterMs: number): number {
  return Math.min(MAX_ALLOWANCE_MS, TOLERANCE_MS + Math.max(0, jitterMs));
}

export type Timed = { reactionMs: number } | { refused: "negative" | "huge" };

/**
 * The reaction time a shout is judged by. A late shout is never refused (late is what jitter looks
 * like, and the server cannot tell it from a lie): a claim is credited at most the device's
 * allowance below what the server saw, and at most the time the shout took to arrive. Only a claim
 * that is no reaction time at all is refused.
 */
export function judgedReaction(claimedMs: number, arrival: Arrival, shownAt: number): Timed {
  if (claimedMs < 0) return { refused: "negative" };
  if (claimedMs > MAX_REACTION_MS) return { refused: "huge" };
  const earliest = observedReactionMs(arrival, shownAt) - arrival.allowanceMs;
  const latest = arrival.atMs - shownAt;
  return { reactionMs: Math.max(0, Math.min(Math.max(claimedMs, earliest), latest)) };
}
