// The PDF rendering worker run by lib/print/pdf-pool.ts: card sheets, the alignment sheet, the
// deck's booklet, and an order's images and contact sheet. It is a plain .mjs file, outside the Next.js bundle, so it sits at the same path
// under `next start`, `next dev`, vitest and scripts; tsx (a dependency, already what `npm start`
// runs on) compiles the TypeScript print code it imports, once per worker.
import "../workers/yield-to-requests.mjs";
import { Piscina } from "piscina";
import { require as requireTypeScript } from "tsx/cjs/api";

// The project's .ts files are CommonJS to Node (no "type": "module"), so they are required.
const { renderAlignmentSheetPdf, renderDeckPdf } = requireTypeScript("./pdf.ts", import.meta.url);
// The booklet's code reads the database: loaded with the first booklet, so card sheets never wait for it.
let booklets;
const bookletCode = () =>
  (booklets ??= {
    ...requireTypeScript("../history/booklet/read-and-draw-booklet.ts", import.meta.url),
    ...requireTypeScript("../workers/answer-or-refusal.ts", import.meta.url),
  });

// An order's code draws with sharp: loaded with the first order, so card sheets never wait for it.
let orders;
const orderCode = () =>
  (orders ??= {
    ...requireTypeScript("./order-images.ts", import.meta.url),
    ...requireTypeScript("./contact-sheet.ts", import.meta.url),
  });

// The finished PDF's memory is handed to the calling thread, not copied.
const handOver = (bytes) => Piscina.move(bytes);

export async function deckPdf({ cards, options }) {
  return handOver(await renderDeckPdf(cards, options));
}

export async function alignmentSheetPdf({ options }) {
  return handOver(await renderAlignmentSheetPdf(options));
}

// The booklet is read here as well as drawn, through this thread's own small connection pool: the
// database's address comes with each job (this thread's environment is a copy made when it
// started). Its page counts travel with its bytes, so they are copied (a few MB, once).
export async function booklet({ deckId, databaseUrl }) {
  process.env.DATABASE_URL = databaseUrl;
  const { answerOrRefusal, readAndDrawBooklet } = bookletCode();
  return answerOrRefusal(() => readAndDrawBooklet(deckId));
}

// An order's images go to the calling thread one by one through `port` as they are made (order-images.ts).
export function orderImages({ cards, options, spec, port }) {
  return orderCode().makeOrderImages({ cards, options, spec, port });
}

export async function contactSheetPdf({ cards, options, spec, paper }) {
  return handOver(await orderCode().renderContactSheetPdf(cards, options, spec, paper));
}
