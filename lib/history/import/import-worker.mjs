// The import worker run by lib/history/import/import-pool.ts: reads, checks and plans an export
// (JSON parsing, the schemas, every reference, the replay of the history and of every game) off
// the thread that answers requests. A plain .mjs file outside the Next.js bundle, loaded the way
// lib/print/pdf-worker.mjs is: tsx compiles the TypeScript it requires, once per worker.
import { require as requireTypeScript } from "tsx/cjs/api";

const { planOrRefusal } = requireTypeScript("./plan-import.ts", import.meta.url);

export function checkedPlan({ text, importerId }) {
  return planOrRefusal(text, importerId);
}
