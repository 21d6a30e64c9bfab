/**
 * One card (a face or the back, laid out with its bleed) as an image for a print-on-demand service:
 * drawn by the SVG renderer from the very layout the PDF and the screen draw (svg.ts), its words as
 * their glyphs' outlines (text-outlines.ts, so no font needs installing), rasterised by sharp
 * (librsvg) to exactly the pixels the order asks for, on white, as an sRGB PNG or high-quality JPEG
 * that says its resolution. Server-side only; run in the PDF worker pool (order-images.ts).
 *
 * A picture on the card is placed by sharp rather than by librsvg (which takes ten times as long to
 * read one from a data: URL): the shapes under it, the picture scaled to cover its box as the SVG's
 * "slice" does, then the shapes over it, composited in the layout's order.
 */
import sharp, { type OverlayOptions } from "sharp";
import { boundedCache, type BoundedCache } from "@/lib/cache/bounded-cache";
import type { CardBackLayout, CardFaceLayout, Shape } from "./layout";
import { imagePixels, JPEG_QUALITY, ORDER_LIMITS, type OrderSpec } from "./order-presets";
import { cardDrawing, drawingToSvg } from "./svg";
import { outlineTexts } from "./text-outlines";

type Card = CardFaceLayout | CardBackLayout;
type ImageShape = Extract<Shape, { kind: "image" }>;
type Raw = { data: Buffer; info: sharp.OutputInfo };

/** Pictures held ready scaled to their boxes, at most this many bytes of them at once. */
const PICTURE_CACHE_BYTES = 64 * 1024 * 1024;

/** The pictures an order's cards show (their print bytes), each scaled to its box once and kept while there is room. */
export class OrderPictures {
  private readonly fitted: BoundedCache<Promise<Raw>>;

  constructor(
    private readonly bytes: { art: Record<string, Uint8Array>; back?: Uint8Array },
    spec: Pick<OrderSpec, "trim" | "bleedMm" | "dpi">,
  ) {
    const { width, height } = imagePixels(spec);
    this.fitted = boundedCache(Math.max(2, Math.floor(PICTURE_CACHE_BYTES / (width * height * 4))));
  }

  /** The picture of `shape` covering `box` pixels (cropped to it, centred), its corners rounded by `radius` pixels. */
  fit(shape: ImageShape, box: { width: number; height: number }, radius: number): Promise<Raw> {
    const bytes = shape.artId ? this.bytes.art[shape.artId] : this.bytes.back;
    if (!bytes) throw new Error(shape.artId ? `A card shows the picture ${shape.artId}, but the order was not given its bytes.` : "The back shows the deck's picture, but the order was not given it.");
    return this.fitted.get(`${shape.artId ?? "back"} ${box.width}×${box.height} ${radius}`, async () => {
      let picture = sharp(bytes).resize(box.width, box.height, { fit: "cover", position: "centre" }).ensureAlpha();
      if (radius > 0) {
        const corners = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><rect width="${box.width}" height="${box.height}" rx="${radius}"/></svg>`;
        picture = picture.composite([{ input: Buffer.from(corners), blend: "dest-in" }]);
      }
      return picture.raw().toBuffer({ resolveWithObject: true });
    });
  }
}

/** The card's shapes cut at each picture: the shapes under the first, then each picture with the shapes over it. */
function layers(shapes: Shape[]): { under: Shape[]; pictures: Array<{ image: ImageShape; over: Shape[] }> } {
  const under: Shape[] = [];
  const pictures: Array<{ image: ImageShape; over: Shape[] }> = [];
  for (const shape of shapes) {
    if (shape.kind === "image") pictures.push({ image: shape, over: [] });
    else (pictures.at(-1)?.over ?? under).push(shape);
  }
  return { under, pictures };
}

/** Shapes of the card as a standalone SVG of exactly the order's pixels (its viewBox the bleed box, in millimetres). */
export function cardRasterSvg(card: Card, shapes: Shape[], spec: Pick<OrderSpec, "trim" | "bleedMm" | "dpi">): string {
  const drawing = cardDrawing({ ...card, shapes: outlineTexts(shapes) }, { showBleed: true });
  const size = imagePixels(spec);
  const attributes = drawing.attributes.map(([name, value]): [string, string] =>
    name === "width" ? [name, String(size.width)] : name === "height" ? [name, String(size.height)] : [name, value],
  );
  return drawingToSvg({ ...drawing, attributes });
}

/** A box in the card's millimetres as whole pixels of its image, kept inside the image. */
function pixelBox(box: { x: number; y: number; width: number; height: number }, card: Card, size: { width: number; height: number }) {
  const sx = size.width / (card.width + 2 * card.bleed);
  const sy = size.height / (card.height + 2 * card.bleed);
  const left = Math.max(0, Math.round((box.x + card.bleed) * sx));
  const top = Math.max(0, Math.round((box.y + card.bleed) * sy));
  const right = Math.min(size.width, Math.round((box.x + box.width + card.bleed) * sx));
  const bottom = Math.min(size.height, Math.round((box.y + box.height + card.bleed) * sy));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top), scale: sx };
}

/** The card drawn whole, before it is flattened and encoded: an SVG, or its layers composited. */
async function drawn(card: Card, spec: OrderSpec, pictures: OrderPictures): Promise<sharp.Sharp> {
  const limits = { limitInputPixels: ORDER_LIMITS.pixelsPerCard };
  const { under, pictures: placed } = layers(card.shapes);
  const base = sharp(Buffer.from(cardRasterSvg(card, under, spec)), limits);
  if (placed.length === 0) return base;
  const size = imagePixels(spec);
  const overlays: OverlayOptions[] = [];
  for (const { image, over } of placed) {
    const box = pixelBox(image, card, size);
    const picture = await pictures.fit(image, box, Math.round((image.radius ?? 0) * box.scale));
    overlays.push({ input: picture.data, raw: picture.info, left: box.left, top: box.top });
    if (over.length > 0) overlays.push({ input: Buffer.from(cardRasterSvg(card, over, spec)), ...limits });
  }
  const composited = await base.composite(overlays).raw().toBuffer({ resolveWithObject: true });
  return sharp(composited.data, { raw: composited.info });
}

/** The card as image bytes in the order's format (in memory of their own, so they can be handed to another thread). */
export async function rasteriseCard(card: Card, spec: OrderSpec, pictures: OrderPictures): Promise<Uint8Array> {
  const image = (await drawn(card, spec, pictures)).flatten({ background: "#ffffff" }).withIccProfile("srgb").withMetadata({ density: spec.dpi });
  const bytes = spec.format === "png" ? await image.png().toBuffer() : await image.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: "4:4:4" }).toBuffer();
  return new Uint8Array(bytes);
}
