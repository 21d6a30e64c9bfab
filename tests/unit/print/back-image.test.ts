import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BACK_IMAGE_TARGET_PX, normaliseBackImage } from "@/lib/images/normalise-back-image";
import { isPrintReady, markPrintReady } from "@/lib/images/print-ready-marker";
import { BACK_IMAGE_MAX_BYTES, BACK_IMAGE_MAX_PIXELS } from "@/lib/print/back-image";
import { makeBlankPng, makeJpegHeader, makePng } from "./png";

async function accepted(bytes: Uint8Array) {
  const result = await normaliseBackImage(bytes);
  if (!result.ok) throw new Error(`Refused: ${result.message}`);
  return result;
}

async function refusal(bytes: Uint8Array) {
  const result = await normaliseBackImage(bytes);
  if (result.ok) throw new Error("Expected the picture to be refused");
  return result.message;
}

// Generous: decoding pictures of tens of megapixels beside the type-check, the lint and the build
// takes seconds, and that is not what is tested.
describe("back picture upload", { timeout: 30_000 }, () => {
  it("stores a sound PNG as a print-ready JPEG of the same size", async () => {
    const result = await accepted(makePng(400, 560));
    expect(result).toMatchObject({ mime: "image/jpeg", width: 400, height: 560 });
    expect(isPrintReady(result.bytes)).toBe(true);
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 560 });
  });

  it("accepts a JPEG, shrunk just enough to still cover the biggest card", async () => {
    const result = await accepted(await sharp(makePng(1200, 1680)).jpeg().toBuffer());
    expect(result).toMatchObject({ mime: "image/jpeg", width: BACK_IMAGE_TARGET_PX.width, height: Math.round((1680 * BACK_IMAGE_TARGET_PX.width) / 1200) });
    expect(result.height).toBeGreaterThanOrEqual(BACK_IMAGE_TARGET_PX.height);
  });

  it("stores a zero-filled 6000 × 6000 PNG downscaled to what print needs, within the pixel limit", async () => {
    const bomb = makeBlankPng(6000, 6000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const result = await accepted(bomb);
    // Square, so it covers the biggest card at 300 dpi by its taller side.
    expect(result).toMatchObject({ width: BACK_IMAGE_TARGET_PX.height, height: BACK_IMAGE_TARGET_PX.height });
    expect(result.width * result.height).toBeLessThan(BACK_IMAGE_MAX_PIXELS / 20);
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: "jpeg", width: result.width, height: result.height });
  });

  it("sizes pictures for the biggest card with the most bleed at 300 dpi", () => {
    // Poker cards are the widest (63 mm), bridge cards the tallest (89 mm); bleed is at most 5 mm a side.
    expect(BACK_IMAGE_TARGET_PX).toEqual({ width: Math.ceil((73 / 25.4) * 300), height: Math.ceil((99 / 25.4) * 300) });
  });

  it("never enlarges a picture smaller than print needs", async () => {
    expect(await accepted(makePng(320, 400))).toMatchObject({ width: 320, height: 400 });
  });

  it("refuses a PNG with only a header as damaged", async () => {
    expect(await refusal(makePng(400, 400).slice(0, 33))).toBe("The back image looks like a PNG but it is damaged, so it can't be printed. Save it again, or choose another picture.");
  });

  it("refuses a PNG cut short as damaged", async () => {
    const png = makePng(400, 400);
    expect(await refusal(png.slice(0, png.length - 200))).toMatch(/looks like a PNG but it is damaged/);
  });

  it("refuses a JPEG signature followed by garbage as damaged", async () => {
    const garbage = new Uint8Array([...makeJpegHeader(1200, 1680).slice(0, -2), ...new Uint8Array(4000).fill(0x5a)]);
    expect(await refusal(garbage)).toBe("The back image looks like a JPEG but it is damaged, so it can't be printed. Save it again, or choose another picture.");
  });

  it("judges the type by the file's bytes, not its name", async () => {
    expect(await refusal(new TextEncoder().encode("GIF89a...."))).toBe("The back image must be a PNG or JPEG picture.");
    expect(await refusal(new TextEncoder().encode("<svg></svg>"))).toBe("The back image must be a PNG or JPEG picture.");
  });

  it("refuses files over 2 MB", async () => {
    const big = new Uint8Array(BACK_IMAGE_MAX_BYTES + 1);
    big.set(makePng(400, 400));
    expect(await refusal(big)).toBe("The back image is 2.0 MB; it can be at most 2 MB.");
  });

  it("refuses pictures too small to print sharply", async () => {
    expect(await refusal(makePng(120, 90))).toBe("The back image is 120 × 90 pixels; it needs at least 300 pixels on each side to print sharply.");
  });

  it("refuses pictures with more than 6000 pixels on a side without decoding them", async () => {
    expect(await refusal(makeBlankPng(20_000, 400))).toBe("The back image is 20000 × 400 pixels; it can be at most 6000 pixels on a side.");
  });

  it("refuses an empty file", async () => {
    expect(await refusal(new Uint8Array())).toBe("The back image is empty.");
  });

  it("turns a picture upright as its camera said it was held", async () => {
    const sideways = await sharp(makePng(400, 600)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await accepted(sideways)).toMatchObject({ width: 600, height: 400 });
  });

  it("flattens a transparent picture onto white paper", async () => {
    const clear = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const { data } = await sharp((await accepted(clear)).bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data.every((channel) => channel > 250)).toBe(true);
  });
});

describe("print-ready marker", () => {
  it("tells a normalised picture from one stored before uploads were normalised", async () => {
    const plain = await sharp(makePng(400, 400)).jpeg().toBuffer();
    expect(isPrintReady(plain)).toBe(false);
    expect(isPrintReady(makePng(400, 400))).toBe(false);
    const marked = markPrintReady(plain);
    expect(isPrintReady(marked)).toBe(true);
    expect(await sharp(marked).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 400 });
  });
});
