// The build's files and the scanner's OCR as the server sends them (lib/http/kept-file-server.ts):
// the files the home page loads, fetched as a browser without them in its cache does (accepting
// brotli and gzip), then as a client that takes them uncompressed, and the OCR's 4 MB core. Prints
// the server's CPU for each page's files and for each core sent (the first request, which makes
// the compressed form, apart), the bytes on the wire and the median time. Each compressed form is
// made once: the server's CPU per visitor no longer grows with the bytes compressed.
import http from "node:http";
import { appCpuMs, percentile, runBenchmark, startBenchApp, startBenchDatabase } from "./support";

const VISITS = 20;
const OCR_CORE = "/ocr/tesseract-core-simd-lstm.wasm.js";
const BROWSER = "gzip, deflate, br, zstd";

/** One GET; `wire` counts the body's bytes as they crossed the socket (not decompressed). */
function get(url: string, acceptEncoding: string): Promise<{ status: number; wire: number; encoding: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        let wire = 0;
        response.on("data", (chunk: Buffer) => (wire += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, wire, encoding: String(response.headers["content-encoding"] ?? "identity"), ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

runBenchmark(async () => {
  const database = await startBenchDatabase();
  const app = await startBenchApp("bench-built-files").catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  try {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    const files = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s\\]+/g)].map((m) => m[0]))];
    for (const [label, acceptEncoding] of [["as a browser (brotli or gzip)", BROWSER], ["uncompressed", "identity"]] as const) {
      const first = appCpuMs(app.process.pid!);
      for (const file of files) await get(`${app.baseUrl}${file}`, acceptEncoding);
      const madeMs = appCpuMs(app.process.pid!) - first;
      const times: number[] = [];
      let wire = 0;
      const encodings = new Set<string>();
      const before = appCpuMs(app.process.pid!);
      for (let visit = 0; visit < VISITS; visit++) {
        const started = performance.now();
        for (const file of files) {
          const answer = await get(`${app.baseUrl}${file}`, acceptEncoding);
          if (answer.status !== 200) throw new Error(`${file}: ${answer.status}`);
          wire += answer.wire;
          encodings.add(answer.encoding);
        }
        times.push(performance.now() - started);
      }
      const cpu = (appCpuMs(app.process.pid!) - before) / VISITS;
      console.log(
        `the home page's ${files.length} built files, ${label} (${[...encodings].join(", ")}): server CPU ${cpu.toFixed(1)} ms a visit (the first, making them: ${madeMs.toFixed(0)} ms), ${(wire / VISITS / 1024).toFixed(0)} KiB on the wire, median ${percentile(times, 50).toFixed(1)} ms`,
      );
    }
    for (const [label, acceptEncoding] of [["brotli", "br"], ["gzip", "gzip"]] as const) {
      const first = appCpuMs(app.process.pid!);
      const made = await get(`${app.baseUrl}${OCR_CORE}`, acceptEncoding);
      const madeMs = appCpuMs(app.process.pid!) - first;
      const times: number[] = [];
      const before = appCpuMs(app.process.pid!);
      for (let i = 0; i < VISITS; i++) times.push((await get(`${app.baseUrl}${OCR_CORE}`, acceptEncoding)).ms);
      const cpu = (appCpuMs(app.process.pid!) - before) / VISITS;
      console.log(
        `the OCR's core (${OCR_CORE}), ${label}: ${(made.wire / 1024 / 1024).toFixed(2)} MiB on the wire; server CPU ${cpu.toFixed(1)} ms a request (the first, making it: ${madeMs.toFixed(0)} ms, ${made.ms.toFixed(0)} ms to answer), median ${percentile(times, 50).toFixed(1)} ms`,
      );
    }
  } finally {
    await app.stop();
    await database.stop();
  }
});
