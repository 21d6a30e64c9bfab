import { db } from "@/lib/db/client";
import { DeckError } from "@/lib/decks/errors";

/** Wrong codes an address may type in a window before it must wait: plenty for typos, far too few to guess. */
export const FREE_WRONG_CODES = 20;
export const WRONG_CODES_WINDOW_MS = 10 * 60 * 1000;

export const tooManyWrongCodes = () => new DeckError(403, "Too many wrong codes from this network: wait ten minutes, then try again.");

/**
 * Slows down guessing at room codes (a right code shows a deck's name and its players' names, and
 * lets a stranger take a free seat): each address gets FREE_WRONG_CODES wrong codes per window,
 * then every code is refused until the window ends. Counted in PostgreSQL (wrong_room_codes), so a
 * guesser gets the same tries however many app processes answer. Each look-up is counted as a
 * wrong code from the moment it starts until it finds a room, so look-ups sent all at once see each
 * other and can't all slip in before the first wrong one is written (as sign-in-throttle.ts does).
 */
export async function lookUpCounted<T>(address: string, work: () => Promise<T>): Promise<T> {
  const attempt = await db.wrongRoomCode.create({ data: { address }, select: { id: true, createdAt: true } });
  const since = new Date(attempt.createdAt.getTime() - WRONG_CODES_WINDOW_MS);
  const earlier = await db.wrongRoomCode.count({ where: { address, id: { lt: attempt.id }, createdAt: { gt: since } } });
  if (earlier >= FREE_WRONG_CODES) {
    await db.wrongRoomCode.delete({ where: { id: attempt.id } });
    throw tooManyWrongCodes();
  }
  let wrong = false;
  try {
    return await work();
  } catch (error) {
    wrong = error instanceof DeckError && error.status === 404;
    throw error;
  } finally {
    // A wrong code stays counted (and codes older than the window are let go); anything else doesn't count.
    if (wrong) await db.wrongRoomCode.deleteMany({ where: { createdAt: { lte: since } } });
    else await db.wrongRoomCode.delete({ where: { id: attempt.id } });
  }
}
