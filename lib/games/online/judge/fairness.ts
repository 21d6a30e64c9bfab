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
 *  delaying its ping replies (its counted delay never exceeds it). */
export const MAX_COUNTED_DELAY_MS = 250;
/** How far a claim may be from what the server saw: the device's paint and press are timed to a
 *  frame (up to 16.7 ms late), and one trip's delay wanders a few ms from the best measured one. */
export const TOLERANCE_MS = 25;
/** Longer than any reaction to a card: a device claiming more is confused or lying. */
export const MAX_REACTION_MS = 10_000;

/** The one-way delay of the slowest device connected, as counted (capped). */
export function slowestOneWayMs(presences: Iterable<Presence>): number {
  let slowest = 0;
  for (const p of presences) if (p.connected && p.oneWayMs !== null) slowest = Math.max(slowest, p.oneWayMs);
  return Math.min(slowest, MAX_COUNTED_DELAY_MS);
}

/** How far ahead of now a step is shown: time for the slowest connected device to receive it. */
export function showAheadMs(presences: Iterable<Presence>): number {
  return Math.min(MAX_COUNTED_DELAY_MS, Math.max(MIN_SHOW_AHEAD_MS, slowestOneWayMs(presences) + MARGIN_MS));
}

/** The reaction time the server could see: the shout arrived, less its trip, after the card was shown. */
export function observedReactionMs(arrival: Arrival, shownAt: number): number {
  return arrival.atMs - shownAt - Math.min(Math.max(0, arrival.oneWayMs), MAX_COUNTED_DELAY_MS);
}

export type ReactionCheck = "negative" | "huge" | "fasterThanSeen" | "slowerThanArrival" | null;

/** Why a claimed reaction time is impossible for a shout that arrived then, or null if it is possible. */
export function implausibleReaction(reactionMs: number, arrival: Arrival, shownAt: number): ReactionCheck {
  if (reactionMs < 0) return "negative";
  if (reactionMs > MAX_REACTION_MS) return "huge";
  if (reactionMs < observedReactionMs(arrival, shownAt) - TOLERANCE_MS) return "fasterThanSeen";
  if (reactionMs > arrival.atMs - shownAt + TOLERANCE_MS) return "slowerThanArrival";
  return null;
}
