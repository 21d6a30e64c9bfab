import { watchAccess, type AccessWatch } from "@/lib/auth/access-changes";
import { SESSION_ENDED, sessionIsLive } from "@/lib/auth/check-session";
import { deckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";

/** Said to a device whose account is no longer in the deck (removed, or left) as the stream ends. */
export const NO_LONGER_A_MEMBER = "You are no longer a member of this deck.";

/**
 * The access of a device listening to a deck's table session, kept true to the database: its
 * session (`sessionId`) still live and its account still a member (viewers too). A listener whose
 * access has already gone gets the stream's "not found".
 */
export async function watchTableListener(userId: string, sessionId: string | null, deckId: string): Promise<AccessWatch> {
  const watch = await watchAccess({ userId, sessionId }, async () => {
    if (!(await sessionIsLive(sessionId ?? undefined, userId))) return SESSION_ENDED;
    return (await deckRole(userId, deckId)) ? null : NO_LONGER_A_MEMBER;
  });
  if (watch.ended) {
    watch.stop();
    throw notFound("That table session");
  }
  return watch;
}
