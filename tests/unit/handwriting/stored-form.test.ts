import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simplifyDrawing } from "@/lib/handwriting/simplify";
import { decodeDrawing, encodeDrawing } from "@/lib/handwriting/stored-form";
import { prepareDrawing, readSentDrawing } from "@/lib/handwriting/prepare";
import { LIMITS } from "@/lib/handwriting/space";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";

const UNREADABLE = "That handwriting couldn't be read. Write it again.";

/** Bytes as the stored form writes them (base64url, no padding): for hand-made attacks. */
const stored = (bytes: number[]) => Buffer.from(bytes).toString("base64url");

describe("the stored form of a word written by hand", () => {
  it("gives back exactly the simplified drawing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const kept = simplifyDrawing(syntheticWord(seededRandom(seed)));
        expect(decodeDrawing(encodeDrawing(kept))).toEqual({ ok: true, drawing: kept });
      }),
      { numRuns: 100 },
    );
  });

  it("keeps a handwritten word in at most 4 KB", () => {
    const random = seededRandom(31);
    for (let i = 0; i < 50; i++) {
      const prepared = prepareDrawing(syntheticWord(random));
      expect(prepared.ok).toBe(true);
      if (prepared.ok) expect(prepared.stored.length).toBeLessThanOrEqual(4096);
    }
  });

  it("refuses to keep more drawing than fits on a card, with a message saying what to do", () => {
    const random = seededRandom(5);
    const scribble = { strokes: Array.from({ length: 40 }, () => syntheticWord(random).strokes).flat().slice(0, LIMITS.strokes) };
    scribble.strokes.forEach((stroke, i) => stroke.points.forEach((p) => (p.t = i * 5_000 + p.t / 10)));
    expect(prepareDrawing(scribble)).toEqual({ ok: false, message: "That is too much drawing to keep on one card: undo a stroke or two." });
  });

  it("is read on the server into its one canonical encoding", () => {
    const prepared = prepareDrawing(syntheticWord(seededRandom(2)));
    if (!prepared.ok) throw new Error(prepared.message);
    expect(readSentDrawing(prepared.stored)).toEqual(prepared);
  });

  it("refuses what isn't a stored drawing, never throwing", () => {
    for (const sent of [null, 42, {}, "", "!!!!", "a", "AAAA====", "abc def", "😀"]) {
      expect(decodeDrawing(sent)).toEqual({ ok: false, message: UNREADABLE });
    }
  });

  it("refuses a stored form of another version, cut short, or with bytes left over", () => {
    const good = encodeDrawing({ strokes: [{ pressure: false, points: [{ x: 500, y: 700, t: 0, pressure: 0.5 }] }] });
    const bytes = [...Buffer.from(good, "base64url")];
    expect(decodeDrawing(good).ok).toBe(true);
    expect(decodeDrawing(stored([2, ...bytes.slice(1)]))).toEqual({ ok: false, message: UNREADABLE });
    expect(decodeDrawing(stored(bytes.slice(0, -1)))).toEqual({ ok: false, message: UNREADABLE });
    expect(decodeDrawing(stored([...bytes, 0]))).toEqual({ ok: false, message: UNREADABLE });
  });

  it("refuses a stored form claiming huge counts or endless numbers, without reading on", () => {
    expect(decodeDrawing(stored([1, 0xff, 0xff, 0xff, 0x7f]))).toEqual({ ok: false, message: `A drawing can have at most ${LIMITS.strokes} strokes.` });
    expect(decodeDrawing(stored([1, 1, 0, 0xff, 0xff, 0x7f]))).toEqual({ ok: false, message: UNREADABLE });
    expect(decodeDrawing(stored([1, 1, 0, 1, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0, 0]))).toEqual({ ok: false, message: UNREADABLE });
    expect(decodeDrawing("A".repeat(LIMITS.storedChars + 4))).toEqual({ ok: false, message: "That is too much drawing to keep on one card: undo a stroke or two." });
  });

  it("checks what it decodes like any drawing: points off the card, an empty stroke, a stroke flag that isn't one", () => {
    // One stroke, one point at x = −0.1 (zigzag 1).
    expect(decodeDrawing(stored([1, 1, 0, 1, 1, 0, 0]))).toEqual({ ok: false, message: "A stroke goes outside the card." });
    expect(decodeDrawing(stored([1, 1, 0, 0]))).toEqual({ ok: false, message: "A stroke has no points." });
    expect(decodeDrawing(stored([1, 1, 7, 1, 0, 0, 0]))).toEqual({ ok: false, message: UNREADABLE });
    // Pressure walking past 1 (0.5 + 0.51).
    expect(decodeDrawing(stored([1, 1, 1, 1, 0, 0, 0, 102]))).toEqual({ ok: false, message: "Pressure is between 0 and 1." });
  });

  it("never throws whatever text is sent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString("base64url"))), (text) => {
        const decoded = decodeDrawing(text);
        if (!decoded.ok) expect(decoded.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
