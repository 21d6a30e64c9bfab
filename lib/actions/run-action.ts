import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { runHeavy } from "@/lib/limits/heavy-request";
import type { HeavyKind } from "@/lib/limits/limits";
import { problemFor, SIGNED_OUT, type Problem } from "./problem";

export type ActionResult<T> = { ok: true; data: T } | ({ ok: false } & Problem);

const NOT_AN_OBJECT: Problem = { status: 400, error: "That request isn't valid: it should be a form's fields." };

/**
 * Every server action takes one typed input object, which the operation behind it parses with its
 * schema (a deck operation only after checking the user's role on the deck). But anything can
 * arrive in an action's body, whatever its type says: a body that isn't an object is refused (400)
 * before it reaches the operation, and any failure after that goes through the boundary shared
 * with route handlers (lib/actions/problem.ts).
 */
async function boundary<T>(input: unknown, run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, ...NOT_AN_OBJECT };
  try {
    return await run();
  } catch (error) {
    return { ok: false, ...problemFor(error) };
  }
}

/**
 * The one way server actions run: a typed input object, and who is asking checked first; a heavy
 * action (`heavy`: its kind) runs within lib/limits's limits for the account.
 */
export async function runAction<I, T>(input: I, work: (user: CurrentUser, input: I) => Promise<T>, options: { heavy?: HeavyKind } = {}): Promise<ActionResult<T>> {
  return boundary(input, async () => {
    const user = await getCurrentUser();
    if (!user) return { ok: false, ...SIGNED_OUT };
    const { heavy } = options;
    return { ok: true, data: heavy ? await runHeavy(user.id, heavy, () => work(user, input)) : await work(user, input) };
  });
}

/** The same, for the actions a signed-out person may use: signing up and resetting a forgotten password. */
export async function runPublicAction<I, T>(input: I, work: (input: I) => Promise<T>): Promise<ActionResult<T>> {
  return boundary(input, async () => ({ ok: true, data: await work(input) }));
}
