import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { DeckError } from "@/lib/decks/errors";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

/**
 * The one way server actions run: who is asking is checked first, domain refusals become a clear
 * message with their status, and anything unexpected is logged and reported without details.
 * The domain functions themselves check the user's role on the deck.
 */
export async function runAction<T>(work: (user: CurrentUser) => Promise<T>): Promise<ActionResult<T>> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, status: 401, error: "Your session has ended. Please sign in again." };
  try {
    return { ok: true, data: await work(user) };
  } catch (error) {
    if (error instanceof DeckError) return { ok: false, status: error.status, error: error.message };
    console.error(error);
    return { ok: false, status: 500, error: "Something went wrong on our side. Nothing was changed; please try again." };
  }
}
