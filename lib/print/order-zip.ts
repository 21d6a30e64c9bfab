import { Readable, type PassThrough } from "node:stream";
import { ZipFile } from "yazl";
import type { PrintCard, PrintOptions } from "./layout";
import { README_NAME } from "./order-files";
import { orderImagesInPool } from "./order-image-stream";
import type { OrderSpec } from "./order-presets";

/** What an order's .zip is made from (lib/print-jobs/prepare-order.ts reads it for a deck). */
export interface ZipOrderInput {
  cards: PrintCard[];
  options: PrintOptions;
  spec: OrderSpec;
  /** Each image's file name, in order (orderImageNames). */
  names: string[];
  readme: string;
}

/** Resolves once `output` has passed on what it holds, or has closed (the download given up). */
function drained(output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off("drain", done);
      output.off("close", done);
      resolve();
    };
    output.once("drain", done);
    output.once("close", done);
  });
}

/**
 * The order's .zip: README.txt first (what is in it, order-files.ts), then every face in deck
 * order and the back, each image drawn in the PDF worker pool (order-images.ts) and added the
 * moment it arrives, stored as it is (images don't compress). Every entry's size is in its local
 * header, so the page counts the images as they arrive (zip-entries.ts). Answers once the cards'
 * layout is made (a layout that can't be made is refused before anything is sent).
 *
 * Pulled at the reader's pace: an image is taken from the worker only when the zip has passed the
 * one before to the reader, and the worker runs only a few images ahead, so memory stays at a few
 * images whatever the deck's size; a download given up stops the worker.
 */
export async function zipOrder(order: ZipOrderInput): Promise<{ imageCount: number; stream: ReadableStream<Uint8Array> }> {
  const images = await orderImagesInPool(order.cards, order.options, order.spec);
  const zip = new ZipFile();
  const entry = { mtime: new Date(), forceDosTimestamp: true };
  zip.addBuffer(Buffer.from(order.readme, "utf8"), README_NAME, { ...entry, compress: true });
  const output = zip.outputStream as PassThrough;
  output.on("close", () => images.stop());
  zip.on("error", (error: Error) => output.destroy(error));

  void (async () => {
    let index = 0;
    for await (const bytes of images) {
      if (output.destroyed) break;
      zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), order.names[index++]!, { ...entry, compress: false });
      if (output.writableNeedDrain) await drained(output);
    }
    zip.end();
  })().catch((error: Error) => output.destroy(error));

  return { imageCount: images.count, stream: Readable.toWeb(output) as ReadableStream<Uint8Array> };
}
