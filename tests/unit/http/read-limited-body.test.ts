import { describe, expect, it, vi } from "vitest";
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

  it("puts every piece in its place, with or without a stated length, and answers with bytes that are the whole of their own buffer", async () => {
    const pieces = Array.from({ length: 11 }, (_, i) => new Uint8Array(CHUNK + i).fill(i + 1));
    const expected = new Uint8Array(pieces.reduce((sum, p) => sum + p.byteLength, 0));
    pieces.reduce((offset, p) => (expected.set(p, offset), offset + p.byteLength), 0);
    const upload = (headers: Record<string, string>) => {
      let next = 0;
      const body = new ReadableStream<Uint8Array>({ pull: (c) => (next < pieces.length ? c.enqueue(pieces[next++]!) : c.close()) });
      return new Request("http://localhost/upload", { method: "POST", body, headers, duplex: "half" } as RequestInit);
    };
    for (const headers of [{ "content-length": String(expected.byteLength) }, {}] as Record<string, string>[]) {
      const body = await readLimitedBody(upload(headers), 4 * LIMIT, MESSAGE);
      expect(Buffer.from(body).equals(Buffer.from(expected))).toBe(true);
      expect(body.byteOffset).toBe(0);
      expect(body.buffer.byteLength).toBe(expected.byteLength);
    }
  });

  it("reads no faster than the pace it is given: the next piece waits until the bytes so far are due", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
    try {
      const { request } = chunkedUpload(4 * CHUNK);
      let done = false;
      const reading = readLimitedBody(request, LIMIT, MESSAGE, { bytesPerSecond: CHUNK }).then((body) => ((done = true), body));
      await vi.advanceTimersByTimeAsync(2500);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(2000);
      expect(done).toBe(true);
      expect((await reading).byteLength).toBe(4 * CHUNK);
    } finally {
      vi.useRealTimers();
    }
  });
});
