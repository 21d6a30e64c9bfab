import { codeCrop } from "@/lib/scan/code-crop";
import { OCR_MODEL, OCR_PARAMETERS, printedCodeIn } from "@/lib/scan/printed-code";
import type { RgbaImage } from "@/lib/scan/read-code";

/** Reads the printed card code in the square in the middle of a frame (one of `codes`, or null); `stop` ends its worker. */
export interface CodeReader {
  read(frame: RgbaImage): Promise<string | null>;
  stop(): void;
}

/**
 * The scanner's OCR: tesseract.js in a worker of its own (the page stays responsive), loaded only
 * when a scanner opens, from this app's /ocr/ files (app/ocr), with the English model inside its
 * npm package. The browser keeps the model once read. Null when the browser can't run it.
 */
export async function codeReader(codes: readonly string[]): Promise<CodeReader | null> {
  try {
    const { createWorker, OEM } = await import("tesseract.js");
    const worker = await createWorker("eng", OEM.LSTM_ONLY, { workerPath: "/ocr/worker.min.js", corePath: "/ocr/", langPath: "/ocr", workerBlobURL: false, gzip: OCR_MODEL.file.endsWith(".gz") });
    await worker.setParameters(OCR_PARAMETERS as never);
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d");
    if (!context) {
      void worker.terminate();
      return null;
    }
    return {
      async read(frame) {
        const crop = codeCrop(frame);
        canvas.width = crop.width;
        canvas.height = crop.height;
        context.putImageData(new ImageData(crop.data as Uint8ClampedArray<ArrayBuffer>, crop.width, crop.height), 0, 0);
        const { data } = await worker.recognize(canvas);
        return printedCodeIn(data.text, codes);
      },
      stop: () => void worker.terminate(),
    };
  } catch {
    return null;
  }
}
