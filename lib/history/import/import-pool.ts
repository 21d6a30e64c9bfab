import path from "node:path";
import { Piscina } from "piscina";
import { refusedFrom, type AnswerOrRefusal } from "@/lib/workers/answer-or-refusal";
import type { WrittenImport } from "./write-import";

/**
 * An import's work (decoding and parsing the file, the schemas, every reference, replaying the
 * history and every game, then writing tens of thousands of rows) takes seconds for a big file.
 * All of it runs here, in a worker thread of its own with its own small connection pool, never on
 * the thread that answers pages, judges online games and asks the database for everyone else:
 * more imports at once queue behind it, they don't multiply. The thread starts with the first
 * import and ends after a minute without one.
 */
const WORKER_FILE = path.join(process.cwd(), "lib", "history", "import", "import-worker.mjs");
const IDLE_MS = 60_000;

// One pool per process, kept across dev-server module reloads so workers are not leaked.
const processWide = globalThis as typeof globalThis & { snapLegacyImportPool?: Piscina };

export function importPool(): Piscina {
  processWide.snapLegacyImportPool ??= new Piscina({ filename: WORKER_FILE, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS });
  return processWide.snapLegacyImportPool;
}

/**
 * The export file's bytes imported in the import worker (write-import.ts); a file it refuses is
 * the DeckError it was refused with, and a failure while writing is the error it failed with.
 * Bytes that are the whole of their buffer (as a request's body is) move to the worker without a
 * copy, and are gone from this side afterwards; a view into a larger buffer (a small Buffer in
 * Node's shared pool) is copied.
 */
export async function importInWorker(file: Uint8Array, importerId: string, requestKey: string) {
  const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength && file.buffer instanceof ArrayBuffer;
  const transferList = whole ? [file.buffer as ArrayBuffer] : [];
  const task = { file, importerId, requestKey, databaseUrl: process.env.DATABASE_URL };
  const { deckId, name, renamedFrom, formerMembers } = refusedFrom((await importPool().run(task, { name: "importFile", transferList })) as AnswerOrRefusal<WrittenImport>);
  return { deckId, name, renamedFrom, formerMembers };
}
