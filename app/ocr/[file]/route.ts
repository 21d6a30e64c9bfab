import { readFile } from "node:fs/promises";
import path from "node:path";
import { OCR_MODEL } from "@/lib/scan/printed-code";

/**
 * The scanner's OCR, served from this app (it never fetches code or a model from elsewhere):
 * tesseract.js's worker, its WebAssembly cores (the browser's worker picks the one it can run) and
 * the English model, each from its npm package. Only these files; the same for everyone, as the
 * app's other static files are.
 */
const FILES: Record<string, { from: string[]; type: string }> = {
  "worker.min.js": { from: ["tesseract.js", "dist", "worker.min.js"], type: "text/javascript" },
  "tesseract-core-lstm.wasm.js": { from: ["tesseract.js-core", "tesseract-core-lstm.wasm.js"], type: "text/javascript" },
  "tesseract-core-simd-lstm.wasm.js": { from: ["tesseract.js-core", "tesseract-core-simd-lstm.wasm.js"], type: "text/javascript" },
  "tesseract-core-relaxedsimd-lstm.wasm.js": { from: ["tesseract.js-core", "tesseract-core-relaxedsimd-lstm.wasm.js"], type: "text/javascript" },
  [OCR_MODEL.file]: { from: [OCR_MODEL.package, OCR_MODEL.folder, OCR_MODEL.file], type: "application/gzip" },
};

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = FILES[(await params).file];
  if (!file) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const bytes = await readFile(path.join(process.cwd(), "node_modules", ...file.from));
  return new Response(new Uint8Array(bytes), { headers: { "Content-Type": file.type, "Cache-Control": "public, max-age=86400" } });
}
