import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The forms a kept file is sent in: brotli, gzip, or as it is. */
export type Encoding = "br" | "gzip" | "identity";

/** What each kind of file the app sends unchanged is, and whether compressing it pays. */
const TYPES: Record<string, { type: string; compressible: boolean }> = {
  ".js": { type: "text/javascript; charset=utf-8", compressible: true },
  ".mjs": { type: "text/javascript; charset=utf-8", compressible: true },
  ".css": { type: "text/css; charset=utf-8", compressible: true },
  ".json": { type: "application/json", compressible: true },
  ".map": { type: "application/json", compressible: true },
  ".txt": { type: "text/plain; charset=utf-8", compressible: true },
  ".svg": { type: "image/svg+xml", compressible: true },
  ".ttf": { type: "font/ttf", compressible: true },
  ".otf": { type: "font/otf", compressible: true },
  ".wasm": { type: "application/wasm", compressible: true },
  ".woff": { type: "font/woff", compressible: false },
  ".woff2": { type: "font/woff2", compressible: false },
  ".png": { type: "image/png", compressible: false },
  ".jpg": { type: "image/jpeg", compressible: false },
  ".webp": { type: "image/webp", compressible: false },
  ".ico": { type: "image/x-icon", compressible: false },
  ".gz": { type: "application/gzip", compressible: false },
};

/** Smaller than this, a file is sent as it is (as Next.js's own compression does). */
const SMALLEST_COMPRESSED = 1024;

const compress: Record<Exclude<Encoding, "identity">, (bytes: Buffer) => Promise<Buffer>> = {
  // Brotli's quality 5: a little smaller than gzip, and fast enough to make on a first request
  // (the top quality, 11, takes seconds of CPU for the scanner's 4 MB OCR core).
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => promisify(gzip)(bytes),
};

export interface KeptFile {
  type: string;
  /** Changes with the file's size or time of change (it never changes while the server runs). */
  etag: string;
  /** The encodings this file is offered in, best first. */
  offered: readonly Encoding[];
  /** The file's bytes in the encoding asked (made once, in Node's thread pool, then kept). */
  body(encoding: Encoding): Promise<Buffer>;
}

const kept = new Map<string, Promise<KeptFile | null>>();

/**
 * A file that never changes while the server runs (the build's hashed files, the scanner's OCR),
 * read once and kept in memory with each compressed form once it has been asked for: every later
 * request is answered from memory, where compressing it afresh for each visitor cost the server
 * about 55 ms of CPU per page's first visit (scripts/bench/built-files.ts). Compression runs in Node's thread pool, never on the
 * thread that judges live games. Null for a file that doesn't exist or whose kind isn't known
 * (nothing is kept for it). Only the files of a fixed folder may be asked for: the callers check
 * the path, so what is kept is bounded by those folders.
 */
export function keptFile(file: string): Promise<KeptFile | null> {
  let found = kept.get(file);
  if (!found) {
    found = readKept(file);
    kept.set(file, found);
    // A file that isn't there now (or couldn't be read) may be later: nothing is kept for it.
    const forget = () => kept.delete(file);
    found.then((f) => f ?? forget(), forget);
  }
  return found;
}

async function readKept(file: string): Promise<KeptFile | null> {
  const kind = TYPES[path.extname(file).toLowerCase()];
  if (!kind) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const bytes = readFile(file);
  const forms = new Map<Encoding, Promise<Buffer>>([["identity", bytes]]);
  const offered: Encoding[] = kind.compressible && info.size >= SMALLEST_COMPRESSED ? ["br", "gzip", "identity"] : ["identity"];
  await bytes;
  return {
    type: kind.type,
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    offered,
    body(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form = bytes.then((b) => compress[encoding as Exclude<Encoding, "identity">](b));
        forms.set(encoding, form);
        // A form that failed to be made is made afresh for the next request.
        form.catch(() => forms.delete(encoding));
      }
      return form;
    },
  };
}

/**
 * The encoding to send, of those offered (best first), for a request's Accept-Encoding: the first
 * offered one it accepts with a quality above 0 (`*` stands for any not named; identity is
 * acceptable unless refused). A request that refuses every form gets the file as it is, as most
 * servers answer it, rather than a 406.
 */
export function chosenEncoding(acceptEncoding: string | null | undefined, offered: readonly Encoding[]): Encoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.toLowerCase().split(";").map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.replace(/\s/g, "").startsWith("q="));
    const value = q ? Number(q.replace(/\s/g, "").slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (encoding: Encoding) => {
    const q = quality.get(encoding) ?? quality.get("*");
    return q === undefined ? encoding === "identity" : q > 0;
  };
  return offered.find(accepts) ?? "identity";
}

export interface KeptFileAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Null for a HEAD request and a 304. */
  body: Buffer | null;
}

/**
 * The answer to a GET or HEAD for a kept file: in the best encoding the request accepts, or 304
 * when it already holds this version.
 */
export async function answerWithKeptFile(
  file: KeptFile,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
  cacheControl: string,
): Promise<KeptFileAnswer> {
  const vary: Record<string, string> = file.offered.length > 1 ? { Vary: "Accept-Encoding" } : {};
  const cached = { "Cache-Control": cacheControl, ETag: file.etag, ...vary };
  if (alreadyHeld(request.ifNoneMatch, file)) return { status: 304, headers: cached, body: null };
  const encoding = chosenEncoding(request.acceptEncoding, file.offered);
  const body = await file.body(encoding);
  const headers = {
    "Content-Type": file.type,
    "Content-Length": String(body.length),
    ...cached,
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
  };
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}

/** Whether the request already holds this version of the file (If-None-Match). */
function alreadyHeld(ifNoneMatch: string | null | undefined, file: KeptFile): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === file.etag);
}
