/** How many recent message ids are remembered: far more than a device sends in the time a
 *  replayed message could still matter. */
export const MESSAGES_REMEMBERED = 500;

/** Message ids seen lately, oldest forgotten first: a replayed message is recognised. */
export function seenMessages(limit = MESSAGES_REMEMBERED) {
  const seen = new Set<string>();
  return {
    /** Whether the id was seen before; remembers it either way. */
    seenBefore(msgId: string): boolean {
      if (seen.has(msgId)) return true;
      seen.add(msgId);
      if (seen.size > limit) seen.delete(seen.values().next().value as string);
      return false;
    },
  };
}
