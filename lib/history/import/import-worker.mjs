// The import worker run by lib/history/import/import-pool.ts: decodes, reads, checks, plans and
// writes an export (write-import.ts) off the thread that answers requests, at a lower priority than
// it. A plain .mjs file outside the Next.js bundle, loaded the way lib/print/pdf-worker.mjs is: tsx
// compiles the TypeScript it requires, once per worker.
import "../../workers/yield-to-requests.mjs";
import { require as requireTypeScript } from "tsx/cjs/api";

const { planAndWriteImport } = requireTypeScript("./write-import.ts", import.meta.url);
const { answerOrRefusal } = requireTypeScript("../../workers/answer-or-refusal.ts", import.meta.url);

// The database's address comes with each import: this thread's environment is a copy made when it started.
export function importFile({ file, importerId, requestKey, databaseUrl }) {
  process.env.DATABASE_URL = databaseUrl;
  return answerOrRefusal(() => planAndWriteImport(file, importerId, requestKey));
}
