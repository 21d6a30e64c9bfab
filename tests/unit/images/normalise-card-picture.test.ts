import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CARD_PICTURE_MAX_BYTES, CARD_PICTURE_MAX_SIDE_PX, cutCardArt, normaliseCardPicture } from "@/lib/images/normalise-card-picture";
import { artPrintPixels, artScreenPixels, cropSchema, defaultCrop } from "@/lib/print/art-box";
import { bombPng, HTML_FILE, plainPicture, sidewaysPhoto, SVG_FILE } from "./pictures";

async function kept(bytes: Uint8Array) {
  const result = await normaliseCardPicture(bytes);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

async function colourAt(jpeg: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

// Generous: decoding pictures of tens of megapixels beside the type-check, the lint and the build
// takes seconds, and that is not what is tested.
describe("a card picture as it is kept", { timeout: 30_000 }, () => {
  it("turns a sideways phone photo upright and strips its metadata", async () => {
    const photo = await sidewaysPhoto(1200, 800);
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(Buffer.from(photo).includes("Grandma")).toBe(true);
    const picture = await kept(photo);
    expect(picture).toMatchObject({ width: 800, height: 1200 });
    const meta = await sharp(picture.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 1200 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(picture.bytes).includes("Grandma")).toBe(false);
    // Stored left half red: the right way up, red is on top and blue below.
    const top = await colourAt(picture.bytes, 400, 200);
    const bottom = await colourAt(picture.bytes, 400, 1000);
    expect(top.r).toBeGreaterThan(180);
    expect(top.b).toBeLessThan(80);
    expect(bottom.b).toBeGreaterThan(180);
    expect(bottom.r).toBeLessThan(80);
  });

  it("shrinks a big picture to what print needs and never enlarges a small one", async () => {
    const big = await kept(await plainPicture(6000, 4000));
    expect([big.width, big.height]).toEqual([CARD_PICTURE_MAX_SIDE_PX, 2000]);
    const small = await kept(await plainPicture(300, 420));
    expect([small.width, small.height]).toEqual([300, 420]);
  });

  it("lays a see-through picture on white card", async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const picture = await kept(new Uint8Array(png));
    const colour = await colourAt(picture.bytes, 200, 200);
    expect(Math.min(colour.r, colour.g, colour.b)).toBeGreaterThan(245);
  });
});

describe("a card picture that is refused, with the reason", { timeout: 30_000 }, () => {
  const refusal = async (bytes: Uint8Array) => {
    const result = await normaliseCardPicture(bytes);
    if (result.ok) throw new Error("expected the picture to be refused");
    return result.message;
  };

  it("is empty, too heavy, or not a picture at all (a web page or an SVG drawing named .jpg)", async () => {
    expect(await refusal(new Uint8Array(0))).toBe("The picture is empty. Choose a photo or a scanned drawing.");
    expect(await refusal(new Uint8Array(CARD_PICTURE_MAX_BYTES + 1).fill(0xff))).toBe("The picture is 10.0 MB; it can be at most 10 MB.");
    for (const file of [HTML_FILE, SVG_FILE]) expect(await refusal(file)).toBe("The picture must be a PNG or JPEG (a photo or a scanned drawing).");
  });

  it("is damaged", async () => {
    const photo = await sidewaysPhoto(1200, 800);
    expect(await refusal(photo.slice(0, photo.length / 2))).toBe(
      "The picture looks like a JPEG but it is damaged, so it can't be used. Save it again, or choose another picture.",
    );
  });

  it("is a decompression bomb: a few kilobytes that would decode to 400 million pixels", async () => {
    const bomb = bombPng(20000, 20000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb)).toBe("The picture is 20000 × 20000 pixels; it can be at most 100 megapixels.");
  });

  it("is too small to print clearly", async () => {
    expect(await refusal(await plainPicture(150, 400))).toBe("The picture is 150 × 400 pixels; it needs at least 200 pixels on each side to print clearly.");
  });

  it("is too long and thin for a card: a panorama whose sliver no crop could save", async () => {
    expect(await refusal(await plainPicture(4200, 400))).toBe(
      "The picture is 4200 × 400 pixels, too long and thin for a card: its long side can be at most 10 times its short side. Crop it closer first.",
    );
    const panorama = await kept(await plainPicture(4000, 400));
    for (const box of ["FULL", "PANEL"] as const) expect(cropSchema.safeParse(defaultCrop(box, panorama)).success).toBe(true);
  });
});

describe("cutting a picture to a card's art box", { timeout: 30_000 }, () => {
  it("makes a 300 dpi print picture and a screen picture of the box's size, showing the part cropped", async () => {
    const picture = await kept(await sidewaysPhoto(1200, 800));
    for (const box of ["FULL", "PANEL"] as const) {
      const art = await cutCardArt(picture.bytes, { x: 0, y: 0.55, width: 1, height: 0.45 }, box);
      expect({ width: art.printWidth, height: art.printHeight }).toEqual(artPrintPixels(box));
      expect(await sharp(art.printBytes).metadata()).toMatchObject({ format: "jpeg", ...artPrintPixels(box) });
      expect(await sharp(art.screenBytes).metadata()).toMatchObject({ format: "jpeg", ...artScreenPixels(box) });
      // The bottom of the upright photo is blue.
      const middle = await colourAt(art.printBytes, art.printWidth / 2, art.printHeight / 2);
      expect(middle.b).toBeGreaterThan(180);
      expect(middle.r).toBeLessThan(80);
    }
  });
});
