import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { answerWithKeptFile, keptFile } from "./kept-files";

/** Addresses under `prefix` name files that never change while the server runs. */
export interface KeptFileMount {
  /** The start of the addresses, with its slashes: "/_next/static/". */
  prefix: string;
  /** The file the rest of the address names, or null when it names none. */
  file(rest: string): string | null;
  cacheControl: string;
}

/**
 * Files that never change while the server runs, answered from memory with each compressed form
 * made once (lib/http/kept-files.ts), before Next.js sees the request: Next.js compresses each
 * answer afresh, which for the build's scripts cost the server about 55 ms of CPU per visitor's
 * first page, and 109 ms for the scanner's 4 MB OCR core per scanner opened (scripts/bench/built-files.ts). An address under a
 * mount that names no file there is answered 404 in plain words. Resolves false for anything else
 * (another address, a method other than GET and HEAD), which Next.js then answers.
 */
export function keptFileServer(mounts: readonly KeptFileMount[]) {
  return async function serveKeptFile(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const pathname = (request.url ?? "").split("?")[0]!;
    const mount = mounts.find((m) => pathname.startsWith(m.prefix));
    if (!mount) return false;
    const file = mount.file(pathname.slice(mount.prefix.length));
    const kept = file ? await keptFile(file) : null;
    if (!kept) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      response.end(request.method === "HEAD" ? undefined : "Not found\n");
      return true;
    }
    const answer = await answerWithKeptFile(
      kept,
      { method: request.method, acceptEncoding: request.headers["accept-encoding"], ifNoneMatch: request.headers["if-none-match"] },
      mount.cacheControl,
    );
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body ?? undefined);
    return true;
  };
}

/**
 * The file in `folder` that the rest of an address names (%-escapes decoded), or null when it
 * names none: a bad escape, a NUL, or a path that leaves the folder ("../").
 */
export function fileInFolder(folder: string, rest: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (relative.includes("\0")) return null;
  const root = path.resolve(folder);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** The production build's own files: named by their content, a browser may keep them for a year (as Next.js says). */
export function builtFilesMount(staticFolder: string): KeptFileMount {
  return { prefix: "/_next/static/", file: (rest) => fileInFolder(staticFolder, rest), cacheControl: "public, max-age=31536000, immutable" };
}
