import path from "node:path";
import { Piscina } from "piscina";
import { DeckError } from "@/lib/decks/errors";
import type { ImportPlan, PlanOrRefusal } from "./plan-import";

/**
 * An import's reading and checking (JSON parsing, schemas, references, replaying the history and
 * every game through the rules) takes up to seconds of CPU for a big file. It runs here, in a
 * worker thread of its own, never on the thread that answers pages, judges online games and writes
 * the import: more imports at once queue behind it, they don't multiply. The thread starts with
 * the first import and ends after a minute without one.
 */
const WORKER_FILE = path.join(process.cwd(), "lib", "history", "import", "import-worker.mjs");
const IDLE_MS = 60_000;

// One pool per process, kept across dev-server module reloads so workers are not leaked.
const processWide = globalThis as typeof globalThis & { snapLegacyImportPool?: Piscina };

export function importPool(): Piscina {
  processWide.snapLegacyImportPool ??= new Piscina({ filename: WORKER_FILE, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS });
  return processWide.snapLegacyImportPool;
}

/** The export `text` read, checked and planned in the import worker; a file it refuses is the DeckError it was refused with. */
export async function planImportInWorker(text: string, importerId: string): Promise<ImportPlan> {
  const answer = (await importPool().run({ text, importerId }, { name: "checkedPlan" })) as PlanOrRefusal;
  if (!answer.ok) throw new DeckError(answer.status, answer.message);
  return answer.plan;
}
