import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { codeCrop } from "@/lib/scan/code-crop";
import { OCR_MODEL, OCR_PARAMETERS, printedCodeIn } from "@/lib/scan/printed-code";
import type { RgbaImage } from "@/lib/scan/read-code";

/**
 * The scanner's OCR as the browser runs it (app/_components/scan/code-reader.ts), in Node: the same
 * tesseract.js, model, parameters and crop; only where the files come from differs (the
 * packages' folders rather than the app's /ocr/ route).
 */
export async function startOcr(): Promise<{ readPrintedCode(frame: RgbaImage, codes: readonly string[]): Promise<string | null>; stop(): Promise<void> }> {
  const worker: Worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: path.join(process.cwd(), "node_modules", OCR_MODEL.package, OCR_MODEL.folder),
    gzip: true,
    cacheMethod: "none",
  });
  await worker.setParameters(OCR_PARAMETERS as never);
  return {
    async readPrintedCode(frame, codes) {
      const crop = codeCrop(frame);
      const png = await sharp(Buffer.from(crop.data.buffer, crop.data.byteOffset, crop.data.length), { raw: { width: crop.width, height: crop.height, channels: 4 } }).png().toBuffer();
      const { data } = await worker.recognize(png);
      return printedCodeIn(data.text, codes);
    },
    async stop() {
      await worker.terminate();
    },
  };
}
