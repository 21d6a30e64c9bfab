// The web server `npm start` runs (scripts/start.ts): Next.js and online play's Socket.IO on one
// HTTP server, on PORT. `--dev` serves the development build.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
// Opened now rather than by the first upload that needs it: loading the image library's native code
// takes a few hundred milliseconds, which that request would hold the thread for.
import "sharp";
import { closeAccessListener } from "@/lib/auth/access-changes";
import { closeTableListener } from "@/lib/games/table/live/listener";
import { builtFilesMount, keptFileServer } from "@/lib/http/kept-file-server";
import { ocrFilesMount } from "@/lib/scan/ocr-files";
import { attachRealtime } from "@/lib/realtime/socket-server";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);

/**
 * How long a kept-alive connection may stay idle. Node's default, 5 s, closes one just as a client
 * sends its next request on it, which is then reset (ECONNRESET: a browser test's request, sent on
 * a connection idle for a few seconds, failed so); browsers keep an idle connection for minutes and
 * proxies for about 60 s, so the server keeps its own longer, as `next start --keepAliveTimeout`
 * would. Its headers' time limit stays the longer of the two, as Node asks.
 */
const IDLE_CONNECTION_KEPT_MS = 65_000;

async function main() {
  const app = next({ dev, dir: root, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Files that never change, from memory, compressed once: the scanner's OCR, and the build's own
  // (in development they change, and Next.js serves them).
  const serveKeptFile = keptFileServer([ocrFilesMount(root), ...(dev ? [] : [builtFilesMount(path.join(root, ".next", "static"))])]);
  const server = createServer((request, response) => {
    void serveKeptFile(request, response).then(
      (served) => {
        if (!served) void handle(request, response);
      },
      (error: Error) => {
        console.error(`[snap-legacy] A file could not be sent: ${error.message}`);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end("The server could not send this file.\n");
      },
    );
  });
  server.keepAliveTimeout = IDLE_CONNECTION_KEPT_MS;
  server.headersTimeout = IDLE_CONNECTION_KEPT_MS + 1_000;
  const realtime = attachRealtime(server);
  // Next.js listens for its own upgrades (development's hot reload) on this server by itself, from
  // its first request on; Socket.IO's path is not one of its routes, so it leaves those alone.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void Promise.allSettled([realtime.close(), closeTableListener(), closeAccessListener()]).finally(() => process.exit(0));
    });
  }
  server.listen(port, () => console.log(`[snap-legacy] Web server listening on port ${port}${dev ? " (development)" : ""}.`));
}

main().catch((error: Error) => {
  console.error(`[snap-legacy] The web server could not start: ${error.stack ?? error.message}`);
  process.exit(1);
});
