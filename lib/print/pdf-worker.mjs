// The PDF rendering worker run by lib/print/pdf-pool.ts: card sheets, the alignment sheet and the
// deck's booklet. It is a plain .mjs file, outside the Next.js bundle, so it sits at the same path
// under `next start`, `next dev`, vitest and scripts; tsx (a dependency, already what `npm start`
// runs on) compiles the TypeScript print code it imports, once per worker.
import { constants, setPriority } from "node:os";
import { Piscina } from "piscina";
import { require as requireTypeScript } from "tsx/cjs/api";

// This thread yields the CPU to the thread that answers requests and judges online games whenever
// both want it: a PDF takes a little longer on a busy machine, and a shout isn't judged late behind
// one. Only on Linux, where a priority is a thread's own; elsewhere it would be the whole process's.
if (process.platform === "linux") setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

// The project's .ts files are CommonJS to Node (no "type": "module"), so they are required.
const { renderAlignmentSheetPdf, renderDeckPdf } = requireTypeScript("./pdf.ts", import.meta.url);
const { renderBooklet } = requireTypeScript("../history/booklet/render-booklet.ts", import.meta.url);
const { withStories } = requireTypeScript("../history/booklet/booklet-stories.ts", import.meta.url);

// The finished PDF's memory is handed to the calling thread, not copied.
const handOver = (bytes) => Piscina.move(bytes);

export async function deckPdf({ cards, options }) {
  return handOver(await renderDeckPdf(cards, options));
}

export async function alignmentSheetPdf({ options }) {
  return handOver(await renderAlignmentSheetPdf(options));
}

// The cards' stories arrive as the database wrote them (JSON text), read here rather than on the
// request thread. The booklet's page counts travel with its bytes, so they are copied (a few MB, once).
export async function booklet({ source }) {
  return renderBooklet(withStories(source));
}
