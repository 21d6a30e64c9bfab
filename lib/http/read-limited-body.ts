import { tooLarge } from "@/lib/decks/errors";

/**
 * Reads a request's body, but never more than `maxBytes` of it: a stated Content-Length over the
 * limit is refused before reading, and a body sent without one (chunked) is cancelled as soon as it
 * passes the limit, so an oversized upload costs at most the limit in memory. Refusals are 413s
 * carrying `message`. Each piece is copied into place as it arrives (into a buffer of the stated
 * length, or one that doubles), so a big upload never holds the thread for one long copy at the end;
 * the answer is the whole of its own buffer, which can move to a worker thread as it is.
 * `bytesPerSecond` paces the reading: past that rate the next piece waits (and the sender with it,
 * as the connection's window fills), so that uploads arriving at the speed of a local network
 * don't take the thread from every other request while their pieces are handled.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  message: string,
  options: { bytesPerSecond?: number } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const stated = Number(request.headers.get("content-length") ?? NaN);
  if (stated > maxBytes) throw tooLarge(message);
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const started = performance.now();
  let body = new Uint8Array(Number.isInteger(stated) && stated >= 0 ? stated : 64 * 1024);
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > maxBytes) {
      await reader.cancel();
      throw tooLarge(message);
    }
    if (received + value.byteLength > body.byteLength) {
      const larger = new Uint8Array(Math.min(maxBytes, Math.max(body.byteLength * 2, received + value.byteLength)));
      larger.set(body.subarray(0, received));
      body = larger;
    }
    body.set(value, received);
    received += value.byteLength;
    if (options.bytesPerSecond) {
      const ahead = (received / options.bytesPerSecond) * 1000 - (performance.now() - started);
      if (ahead > 1) await new Promise((resolve) => setTimeout(resolve, ahead));
    }
  }
  return received === body.byteLength ? body : body.slice(0, received);
}
