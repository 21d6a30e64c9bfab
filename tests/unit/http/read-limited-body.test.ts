import { describe, expect, it } from "vitest";
import { DeckError } from "@/lib/decks/errors";
import { readLimitedBody } from "@/lib/http/read-limited-body";

const LIMIT = 64 * 1024;
const CHUNK = 16 * 1024;
const MESSAGE = "That file is too large.";

/** A chunked upload with no Content-Length that would go on for `totalBytes`, counting what was pulled. */
function chunkedUpload(totalBytes: number) {
  const sent = { bytes: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= totalBytes) return controller.close();
      sent.bytes += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
    cancel() {
      sent.cancelled = true;
    },
  });
  const request = new Request("http://localhost/upload", { method: "POST", body, duplex: "half" } as RequestInit);
  return { request, sent };
}

async function refusal(promise: Promise<unknown>): Promise<DeckError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof DeckError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

describe("reading an upload's body within a limit", () => {
  it("refuses a chunked body over the limit with 413 and stops reading it at the limit", async () => {
    const { request, sent } = chunkedUpload(200 * 1024 * 1024);
    const error = await refusal(readLimitedBody(request, LIMIT, MESSAGE));
    expect(error).toMatchObject({ status: 413, message: MESSAGE });
    expect(sent.cancelled).toBe(true);
    // The stream may have buffered one chunk ahead of the reader, never the 200 MB.
    expect(sent.bytes).toBeLessThanOrEqual(LIMIT + 2 * CHUNK);
  });

  it("refuses a stated Content-Length over the limit before reading anything", async () => {
    const request = new Request("http://localhost/upload", { method: "POST", body: new Uint8Array(LIMIT + 1), headers: { "content-length": String(LIMIT + 1) } });
    expect(await refusal(readLimitedBody(request, LIMIT, MESSAGE))).toMatchObject({ status: 413, message: MESSAGE });
    expect(request.bodyUsed).toBe(false);
  });

  it("returns a chunked body up to the limit whole, byte for byte", async () => {
    const { request, sent } = chunkedUpload(LIMIT);
    const body = await readLimitedBody(request, LIMIT, MESSAGE);
    expect(body.byteLength).toBe(LIMIT);
    expect(body.every((b) => b === 0x61)).toBe(true);
    expect(sent.cancelled).toBe(false);
  });

  it("reads an empty body as no bytes", async () => {
    expect(await readLimitedBody(new Request("http://localhost/upload", { method: "POST" }), LIMIT, MESSAGE)).toEqual(new Uint8Array(0));
  });
});
