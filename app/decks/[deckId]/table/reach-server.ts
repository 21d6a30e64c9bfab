import type { ActionResult } from "@/lib/actions/run-action";

/**
 * A tablet at the kitchen table may lose the wifi mid-request: that becomes a message, not a stuck
 * button. Trying again is safe, because every request carries its idempotency key.
 */
export async function reachServer<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, status: 0, error: "The app couldn’t reach the server. Check the connection and try again: nothing is recorded twice." };
  }
}
