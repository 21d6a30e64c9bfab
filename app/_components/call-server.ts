import type { ActionResult } from "@/lib/actions/run-action";

/** What a person reads when a request never got an answer (wifi gone, server down). */
export const UNREACHABLE = "We couldn't reach the server — nothing was changed, try again.";

/**
 * The one way the client calls the server. A call that throws (the connection dropped, the server
 * is down or crashed) becomes a refusal with a clear message instead of a stuck screen; trying
 * again is safe because every write carries its idempotency key.
 */
export async function callServer<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, status: 0, error: UNREACHABLE };
  }
}
