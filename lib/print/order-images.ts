/**
 * An order's images, made in a worker of the PDF pool (pdf-worker.mjs) and handed one at a time,
 * in order, to the thread that writes the .zip (order-image-stream.ts) through a message port:
 * the deck laid out once, exactly as its PDF would be (layoutDeckForPrint, with the order's size and
 * bleed, QR codes when asked), then every face and the back rasterised (card-raster.ts).
 *
 * The port's protocol: the worker says { kind: "ready", count } once the layout is made (a layout
 * that can't be made is the task's RangeError, before any image), then { kind: "image", bytes } for
 * each image in order. It makes at most ORDER_IMAGES_AHEAD images the zip hasn't taken yet: each
 * "more" from the other side lets it make one more, so a slow download holds a few images, never the
 * whole deck. "stop" (the download given up) ends the task early.
 */
import type { MessagePort } from "node:worker_threads";
import { OrderPictures, rasteriseCard } from "./card-raster";
import type { PrintCard, PrintOptions } from "./layout";
import { imagePixels, type OrderSpec } from "./order-presets";
import { layoutDeckForPrint } from "./print-layout";

export const ORDER_IMAGES_AHEAD = 4;
/** Images up to this many pixels are drawn two at a time (librsvg draws one image on one core). */
const TWO_AT_ONCE_PIXELS = 10_000_000;

export type OrderImagesMessage = { kind: "ready"; count: number } | { kind: "image"; bytes: Uint8Array };

/** The print options an order's cards are laid out with: its size and bleed, and one back for every card. */
export function orderPrintOptions(options: PrintOptions, spec: OrderSpec): PrintOptions {
  return {
    ...options,
    // Any paper the largest custom card fits on: the order uses the cards, not the sheets.
    paper: "A3",
    cardSize: { widthMm: spec.trim.width, heightMm: spec.trim.height },
    bleedMm: spec.bleedMm,
    cropMarks: false,
    backs: "long-edge",
    backOffsetMm: { x: 0, y: 0 },
  };
}

/** The order's cards laid out: every face, then the back, as the PDF draws them. */
export function layoutOrderCards(cards: PrintCard[], options: PrintOptions, spec: OrderSpec) {
  const layout = layoutDeckForPrint(cards, orderPrintOptions(options, spec));
  if (!layout.back) throw new Error("An order's layout has a back.");
  return { arts: [...layout.faces, layout.back], layout };
}

/** The pictures the cards show: each card picture's print bytes, and the deck's back picture when the back shows it. */
export function orderPictures(options: PrintOptions, spec: OrderSpec): OrderPictures {
  return new OrderPictures({ art: options.pictures ?? {}, back: options.backImage?.length ? options.backImage : undefined }, spec);
}

export async function makeOrderImages({ cards, options, spec, port }: { cards: PrintCard[]; options: PrintOptions; spec: OrderSpec; port: MessagePort }): Promise<{ made: number }> {
  const drawing: Promise<Uint8Array>[] = [];
  try {
    const { arts } = layoutOrderCards(cards, options, spec);
    const pictures = orderPictures(options, spec);
    let allowed = ORDER_IMAGES_AHEAD;
    let stopped = false;
    let wake = () => {};
    port.on("message", (message: "more" | "stop") => {
      if (message === "more") allowed += 1;
      else stopped = true;
      wake();
    });
    port.postMessage({ kind: "ready", count: arts.length } satisfies OrderImagesMessage);

    const { width, height } = imagePixels(spec);
    const atOnce = width * height <= TWO_AT_ONCE_PIXELS ? 2 : 1;
    let made = 0;
    const handOver = async () => {
      const bytes = await drawing.shift()!;
      if (stopped) return;
      port.postMessage({ kind: "image", bytes } satisfies OrderImagesMessage, [bytes.buffer as ArrayBuffer]);
      made += 1;
    };
    for (const art of arts) {
      if (allowed === 0) {
        // Out of allowance: hand over what is drawn, then wait for the zip to take some.
        while (drawing.length > 0) await handOver();
        while (allowed === 0 && !stopped) await new Promise<void>((resolve) => (wake = resolve));
      }
      if (stopped) break;
      allowed -= 1;
      drawing.push(rasteriseCard(art, spec, pictures));
      if (drawing.length >= atOnce) await handOver();
    }
    while (drawing.length > 0) await handOver();
    return { made };
  } finally {
    // An image still being drawn when another failed is let go of quietly: the first failure is the answer.
    for (const image of drawing) image.catch(() => {});
    port.close();
  }
}
