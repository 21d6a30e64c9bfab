import { takePlace } from "./at-once";
import { ACCOUNT_LIMITS, type HeavyKind } from "./limits";
import { accountRefusal, countRequest } from "./request-counts";

/**
 * The same answer, keeping `release` until its last byte is read or the reader gives up: a
 * streamed download is heavy for as long as it streams, not only until its first byte.
 */
function releasedWhenSent(response: Response, release: () => void): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Runs one heavy request of the account: a place among those under way at once (refused at once
 * when full: "busy, try again in a moment"), then, for the kinds counted per account, one more in
 * its window (refused with the limit and when to try again). A refusal comes before any of the
 * work, so it changes nothing. The place is held until the work is done (for a streamed answer,
 * until it has been sent).
 */
export async function runHeavy<T>(userId: string, kind: HeavyKind, work: () => Promise<T>): Promise<T> {
  const release = takePlace(userId);
  let result: T;
  try {
    if (kind !== "print") await countRequest(`account:${userId}`, kind, ACCOUNT_LIMITS[kind], accountRefusal);
    result = await work();
  } catch (error) {
    release();
    throw error;
  }
  if (result instanceof Response) return releasedWhenSent(result, release) as T;
  release();
  return result;
}
