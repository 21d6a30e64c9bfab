import { tooLarge } from "@/lib/decks/errors";

/**
 * Reads a request's body, but never more than `maxBytes` of it: a stated Content-Length over the
 * limit is refused before reading, and a body sent without one (chunked) is cancelled as soon as it
 * passes the limit, so an oversized upload costs at most the limit in memory. Refusals are 413s
 * carrying `message`.
 */
export async function readLimitedBody(request: Request, maxBytes: number, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const stated = Number(request.headers.get("content-length") ?? NaN);
  if (stated > maxBytes) throw tooLarge(message);
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge(message);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
