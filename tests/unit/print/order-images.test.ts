import { MessageChannel } from "node:worker_threads";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { OrderPictures, rasteriseCard } from "@/lib/print/card-raster";
import { layoutOrderCards, makeOrderImages, orderPrintOptions, ORDER_IMAGES_AHEAD, type OrderImagesMessage } from "@/lib/print/order-images";
import { presetSpec, type OrderSpec } from "@/lib/print/order-presets";
import { renderDeckPdf, type PrintCard, type PrintOptions } from "@/lib/print/pdf";
import { rasteriseRgb } from "./helpers";

const poker = presetSpec("poker");
const look: PrintOptions = { paper: "A4", cardSize: "poker", deckName: "Attic", theme: "classic" };
const cards: PrintCard[] = [
  { id: "ace", rank: "A", suit: "spades", word: "Llama", code: "AS" },
  { id: "queen", rank: "Q", suit: "hearts", word: null, code: "QH" },
];

async function draw(spec: OrderSpec, which: number, options: PrintOptions = look, deck = cards) {
  const { arts } = layoutOrderCards(deck, options, spec);
  return rasteriseCard(arts[which]!, spec, new OrderPictures({ art: options.pictures ?? {}, back: options.backImage }, spec));
}

/** The image's pixel at (x, y) as #rrggbb. */
async function pixel(image: Uint8Array, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((c) => data[i + c]!.toString(16).padStart(2, "0")).join("")}`;
}

// Generous: on a busy machine drawing and comparing whole cards takes seconds, and that is not what is tested.
describe("an order's card images", { timeout: 30_000 }, () => {
  it("is the card with its bleed at exactly the order's pixels, an opaque sRGB PNG with its profile that says its dpi", async () => {
    for (const which of [0, 2]) {
      const meta = await sharp(await draw(poker, which)).metadata();
      expect(meta).toMatchObject({ format: "png", width: 825, height: 1125, density: 300, space: "srgb", channels: 3, hasAlpha: false, hasProfile: true });
      // An RGB profile whose description is "sRGB" (UTF-16).
      expect(meta.icc!.subarray(16, 20).toString("latin1")).toBe("RGB ");
      expect(meta.icc!.includes(Buffer.from([0, 0x73, 0, 0x52, 0, 0x47, 0, 0x42]))).toBe(true);
    }
    const custom = { ...poker, size: "custom", trim: { width: 70, height: 120 }, bleedMm: 2, dpi: 600, format: "jpeg" } as const;
    const jpeg = await sharp(await draw(custom, 1)).metadata();
    expect(jpeg).toMatchObject({ format: "jpeg", width: 1748, height: 2929, density: 600, space: "srgb", chromaSubsampling: "4:4:4", hasProfile: true });
  });

  it("runs the card's background into the bleed, out to every edge of the image", async () => {
    const back = await draw(poker, 2);
    // The classic back is navy to its very edge; the face white.
    for (const [x, y] of [[0, 0], [824, 0], [0, 1124], [824, 1124]] as const) expect(await pixel(back, x, y)).toBe("#1d2a5b");
    expect(await pixel(await draw(poker, 0), 0, 0)).toBe("#ffffff");
  });

  it("draws the card exactly as the PDF prints it: the same layout, words in the same glyphs at the same places", async () => {
    const { layout } = layoutOrderCards(cards, look, poker);
    const [ace, queen] = layout.pages[0]!.cards.map((placed) => placed.slot);
    const px = (mm: number) => Math.round((mm / 25.4) * 300);
    // The page's pixels around the two cards side by side, with their bleed and a pixel more.
    const around = { x: px(ace!.x - poker.bleedMm) - 2, y: px(ace!.y - poker.bleedMm) - 2, width: 2 * 825 + 4, height: 1125 + 4 };
    const page = rasteriseRgb(await renderDeckPdf(cards, orderPrintOptions(look, poker)), 1, 300, around);
    /** How far an image is from the PDF page's card at `slot`, in levels a channel (at its best a pixel either way: the page's grid is not the image's). */
    const difference = async (bytes: Uint8Array, slot: { x: number; y: number }) => {
      const image = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const { width, height } = image.info;
      let best = Infinity;
      for (const [dx, dy] of [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => [dx, dy] as const))) {
        const [left, top] = [px(slot.x - poker.bleedMm) - around.x + dx, px(slot.y - poker.bleedMm) - around.y + dy];
        let sum = 0;
        for (let y = 0; y < height; y++) {
          for (let i = 0; i < width * 3; i++) sum += Math.abs(image.data[y * width * 3 + i]! - page.pixels[((top + y) * page.width + left) * 3 + i]!);
        }
        best = Math.min(best, sum / (width * height * 3));
      }
      return best;
    };
    // The two renderers' anti-aliasing differs along edges only: well under a level a channel,
    // where another card of the same deck is several.
    expect(await difference(await draw(poker, 0), ace!)).toBeLessThan(1);
    expect(await difference(await draw(poker, 1), queen!)).toBeLessThan(1);
    expect(await difference(await draw(poker, 1), ace!)).toBeGreaterThan(4);
  });

  it("shows a card's picture scaled to cover its box, under the words", async () => {
    const blue = new Uint8Array(await sharp({ create: { width: 480, height: 900, channels: 3, background: "#3366aa" } }).jpeg({ quality: 100 }).toBuffer());
    const pictured = [{ ...cards[1]!, artId: "art" }];
    const image = await draw(poker, 0, { ...look, pictures: { art: blue } }, pictured);
    expect(await pixel(image, 412, 300)).toMatch(/^#3[2-4]6[5-7]a[9-b]$/);
    expect(await pixel(image, 10, 10)).toBe("#ffffff");
    const { arts } = layoutOrderCards(pictured, look, poker);
    await expect(rasteriseCard(arts[0]!, poker, new OrderPictures({ art: {} }, poker))).rejects.toThrow("A card shows the picture art, but the order was not given its bytes.");
  });
});

describe("making an order's images in a worker", { timeout: 30_000 }, () => {
  const spec = presetSpec("mini");
  const deck: PrintCard[] = Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, rank: String(i + 2), suit: "clubs", word: null }));

  it("says when the layout is made, then hands every image over in order, never more than a few ahead of what is taken", async () => {
    const { port1, port2 } = new MessageChannel();
    const messages: OrderImagesMessage[] = [];
    port1.on("message", (message: OrderImagesMessage) => {
      messages.push(message);
      // Nothing is taken: once it has made the images it may make ahead, the download is given up.
      if (messages.length === 1 + ORDER_IMAGES_AHEAD) port1.postMessage("stop");
    });
    const closed = new Promise((resolve) => port1.once("close", resolve));
    const made = await makeOrderImages({ cards: deck, options: look, spec, port: port2 });
    expect(made).toEqual({ made: ORDER_IMAGES_AHEAD });
    // The worker closes the channel when it is done, and every image it sent has arrived by then.
    await closed;
    expect(messages[0]).toEqual({ kind: "ready", count: 9 });
    expect(messages.slice(1).map((message) => message.kind)).toEqual(Array(ORDER_IMAGES_AHEAD).fill("image"));
  });

  it("makes them all when each one is taken, and stops when the download is given up", async () => {
    const run = async (stopAfter: number | null) => {
      const { port1, port2 } = new MessageChannel();
      const sizes: string[] = [];
      port1.on("message", async (message: OrderImagesMessage) => {
        if (message.kind !== "image") return;
        const meta = await sharp(message.bytes).metadata();
        sizes.push(`${meta.width}×${meta.height}`);
        port1.postMessage(sizes.length === stopAfter ? "stop" : "more");
      });
      const made = await makeOrderImages({ cards: deck, options: look, spec, port: port2 });
      return { made: made.made, sizes };
    };
    const whole = await run(null);
    expect(whole.made).toBe(9);
    expect(new Set(whole.sizes)).toEqual(new Set(["600×825"]));
    expect((await run(1)).made).toBeLessThan(9);
  });

  it("refuses a layout that can't be made before drawing any image", async () => {
    const { port1, port2 } = new MessageChannel();
    const messages: unknown[] = [];
    port1.on("message", (message) => messages.push(message));
    await expect(makeOrderImages({ cards: [], options: look, spec, port: port2 })).rejects.toThrow(RangeError);
    expect(messages).toEqual([]);
  });
});
