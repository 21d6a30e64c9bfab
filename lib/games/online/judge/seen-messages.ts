/** How many recent message ids are remembered: far more than a device sends in the time a
 *  replayed message could still matter. */
export const MESSAGES_REMEMBERED = 500;

/** Message ids seen lately, oldest first, oldest forgotten first: a replayed message is recognised. */
export type SeenMessages = readonly string[];

/** Whether the id was seen before, and the ids seen with it remembered. */
export function seeMessage(seen: SeenMessages, msgId: string, limit = MESSAGES_REMEMBERED): { before: boolean; seen: SeenMessages } {
  if (seen.includes(msgId)) return { before: true, seen };
  const next = [...seen, msgId];
  return { before: false, seen: next.length > limit ? next.slice(next.length - limit) : next };
}
