import type { StepMessage, TableSnapshot } from "@/lib/games/online/protocol";

/**
 * The order in which a device shows the judge's steps: each once, in `actionCount` order, none
 * before its `showAt` instant (server clock) nor before the step before it. Socket.IO delivers a
 * connection's messages in order; one lost in a dropped connection is made good by the fresh
 * RoomView the server sends on reconnecting (adoptSnapshot).
 */
export function queueStep(queue: readonly StepMessage[], shownCount: number, step: StepMessage): StepMessage[] {
  if (step.actionCount <= shownCount || queue.some((s) => s.actionCount === step.actionCount)) return [...queue];
  return [...queue, step].sort((a, b) => a.actionCount - b.actionCount);
}

/** The steps to show now (the front of the queue that is due), the rest, and how long until the next is due. */
export function dueSteps(queue: readonly StepMessage[], serverNow: number): { due: StepMessage[]; rest: StepMessage[]; nextInMs: number | null } {
  let count = 0;
  while (count < queue.length && (queue[count]!.showAt ?? -Infinity) <= serverNow) count++;
  const next = queue[count];
  return { due: queue.slice(0, count), rest: queue.slice(count), nextInMs: next ? Math.max(0, (next.showAt ?? serverNow) - serverNow) : null };
}

/** Whether a room's snapshot of the table replaces the one shown: when nothing is shown yet, or it
 *  is ahead of everything shown or waiting (a device that reconnected); never when a step still
 *  waiting to be shown would be revealed by it before its instant. A room's view sent for another
 *  change (a seat, a pause) holds the table already shown, and changes nothing on it. */
export function adoptSnapshot(snapshot: Pick<TableSnapshot, "actionCount">, shownCount: number | null, queue: readonly StepMessage[]): boolean {
  if (shownCount !== null && snapshot.actionCount <= shownCount) return false;
  return !queue.some((step) => step.actionCount >= snapshot.actionCount);
}

/** A reaction time as sent with a shout: from the paint of the card to the press, to a tenth of a millisecond. */
export function reactionTime(pressedAt: number, paintedAt: number | null): number {
  return paintedAt === null ? 0 : Math.max(0, Math.round((pressedAt - paintedAt) * 10) / 10);
}

/** A frame at 60 Hz: a card on time is painted within one frame of its instant. */
export const FRAME_MS = 1000 / 60;

/**
 * When this device counts a card as shown, for reaction times: the frame it was painted in — unless
 * the card reached the device late (a busy device or connection), in which case it counts from its
 * instant (and a frame): the server can only see the time since the instant, and a reaction
 * timed from a late paint would look faster than possible and be refused. `instantAt` is the card's
 * instant on this device's clock (performance.now()), or null when the step had none.
 */
export function shownFrom(paintedAt: number, instantAt: number | null): number {
  return instantAt === null ? paintedAt : Math.min(paintedAt, instantAt + FRAME_MS);
}
