import path from "node:path";
import type { KeptFileMount } from "@/lib/http/kept-file-server";
import { OCR_MODEL } from "./printed-code";

/**
 * The scanner's OCR, served from this app at `/ocr/` (it never fetches code or a model from
 * elsewhere): tesseract.js's worker, its WebAssembly cores (the browser's worker picks the one it
 * can run) and the English model, each from its npm package. Only these files; the same for
 * everyone, as the app's other static files are. They carry no Content-Security-Policy: the
 * worker compiles WebAssembly, which the pages' policy (rightly) doesn't allow, and a worker's
 * policy is the one its own script came with.
 */
const FILES: Record<string, string[]> = {
  "worker.min.js": ["tesseract.js", "dist", "worker.min.js"],
  "tesseract-core-lstm.wasm.js": ["tesseract.js-core", "tesseract-core-lstm.wasm.js"],
  "tesseract-core-simd-lstm.wasm.js": ["tesseract.js-core", "tesseract-core-simd-lstm.wasm.js"],
  "tesseract-core-relaxedsimd-lstm.wasm.js": ["tesseract.js-core", "tesseract-core-relaxedsimd-lstm.wasm.js"],
  [OCR_MODEL.file]: [OCR_MODEL.package, OCR_MODEL.folder, OCR_MODEL.file],
};

/** `/ocr/<file>`, for the files above only, from the app's node_modules. */
export function ocrFilesMount(root: string): KeptFileMount {
  return {
    prefix: "/ocr/",
    file: (name) => (Object.hasOwn(FILES, name) ? path.join(root, "node_modules", ...FILES[name]!) : null),
    cacheControl: "public, max-age=86400",
  };
}
