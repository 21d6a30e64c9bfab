import { describe, expect, it } from "vitest";
import { BACK_IMAGE_MAX_BYTES, validateBackImage } from "@/lib/print/back-image";
import { makeJpegHeader, makePng } from "./png";

describe("back image upload", () => {
  it("accepts a PNG and reports its size", () => {
    expect(validateBackImage(makePng(400, 560))).toMatchObject({ ok: true, kind: "png", width: 400, height: 560 });
  });

  it("accepts a JPEG and reads its size from the frame header", () => {
    expect(validateBackImage(makeJpegHeader(1200, 1680))).toMatchObject({ ok: true, kind: "jpeg", width: 1200, height: 1680 });
  });

  it("judges the type by the file's bytes, not its name", () => {
    const gif = new TextEncoder().encode("GIF89a....");
    expect(validateBackImage(gif)).toEqual({ ok: false, message: "The back image must be a PNG or JPEG picture." });
    expect(validateBackImage(new TextEncoder().encode("<svg></svg>"))).toMatchObject({ ok: false });
  });

  it("refuses files over 2 MB", () => {
    const big = new Uint8Array(BACK_IMAGE_MAX_BYTES + 1);
    big.set(makePng(400, 400));
    expect(validateBackImage(big)).toEqual({ ok: false, message: "The back image is 2.0 MB; it can be at most 2 MB." });
  });

  it("refuses pictures too small to print sharply", () => {
    const result = validateBackImage(makePng(120, 90));
    expect(result).toEqual({ ok: false, message: "The back image is 120 × 90 pixels; it needs at least 300 pixels on each side to print sharply." });
  });

  it("refuses empty and damaged files", () => {
    expect(validateBackImage(new Uint8Array())).toEqual({ ok: false, message: "The back image is empty." });
    expect(validateBackImage(makePng(400, 400).slice(0, 16))).toMatchObject({ ok: false, message: expect.stringMatching(/damaged/) });
    expect(validateBackImage(new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]))).toMatchObject({ ok: false, message: expect.stringMatching(/damaged/) });
  });
});
