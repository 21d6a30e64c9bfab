import type { Point, Stroke } from "./drawing";
import { DRAWING_HEIGHT, DRAWING_WIDTH } from "./space";

/**
 * From a pointer on the writing pad to the writing card (./space.ts): the pad shows the whole card
 * (1000 × 1400 units) in `box`, its rectangle on screen (same shape). A pointer held past the
 * card's edge (pointer capture keeps it) is kept on the edge, so a stroke never leaves the card.
 */
export function toWritingCard(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): { x: number; y: number } {
  const x = ((clientX - box.left) / box.width) * DRAWING_WIDTH;
  const y = ((clientY - box.top) / box.height) * DRAWING_HEIGHT;
  return { x: clamp(x, DRAWING_WIDTH), y: clamp(y, DRAWING_HEIGHT) };
}

function clamp(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
}

/**
 * Whether a pointer reports pressure: a pen always does; anything else only when it reports a value
 * other than 0 (no pressure) or 0.5 (the Pointer Events default for a pressed button or touch).
 */
export function reportsPressure(pointerType: string, pressure: number): boolean {
  return pointerType === "pen" || (Number.isFinite(pressure) && pressure !== 0 && pressure !== 0.5);
}

/** A point's pressure as kept: the reported value within 0..1, or the middle when there is none. */
export function keptPressure(pressure: number): number {
  return Number.isFinite(pressure) && pressure > 0 ? Math.min(1, pressure) : 0.5;
}

/** The last time in a drawing's strokes (0 for none). */
export function lastTime(strokes: readonly Stroke[]): number {
  const last = strokes.at(-1)?.points.at(-1);
  return last ? last.t : 0;
}

/** The longest pause between two strokes the drawing keeps: a writer who puts the phone down doesn't run out of time. */
export const LONGEST_PAUSE_MS = 1000;

/**
 * A new stroke's clock: t is milliseconds since the drawing began, from the events' own timestamps.
 * The stroke starts after the drawing's last time (after Undo, or on a drawing stored before) by
 * the pause since the last stroke ended (`previousStamp`, none: no pause), at most LONGEST_PAUSE_MS;
 * within the stroke t follows the events, and never goes backwards.
 */
export function strokeClock(strokes: readonly Stroke[], downStamp: number, previousStamp: number | null) {
  const pause = previousStamp === null ? 0 : Math.min(LONGEST_PAUSE_MS, Math.max(0, downStamp - previousStamp));
  let last = Math.round(lastTime(strokes) + pause);
  const origin = downStamp - last;
  return (timeStamp: number): number => {
    last = Math.max(last, Math.round(timeStamp - origin));
    return last;
  };
}

/** A point from a pointer event, in the writing card's space. */
export function pointerPoint(
  event: { clientX: number; clientY: number; pressure: number; timeStamp: number },
  box: { left: number; top: number; width: number; height: number },
  clock: (timeStamp: number) => number,
): Point {
  return { ...toWritingCard(event.clientX, event.clientY, box), t: clock(event.timeStamp), pressure: keptPressure(event.pressure) };
}
