/**
 * Cards read from arm's length.
 *   npx tsx scripts/bench/scan-arms-length.ts [cards per size]
 * For every card size the app prints, a standard deck's cards (a third with a word) printed with
 * their QR codes, rasterised from the PDF by pdftoppm at 300 dpi and seen as a phone's camera sees
 * them at 1280 × 720: the whole card in view, its long side about a third of the frame's width
 * (held about 25 cm above a poker card), turned up to ±20°, a little nearer or further (±15 %),
 * off centre, blurred, grainy, shaded and JPEG-compressed like a video frame. Each frame is read by
 * the app's own decoder (readCode). Prints the share of frames read to the right card (a wrong card
 * counts as a failure, and is named), and the same with each size held as far away as a poker
 * card (so its pixels per millimetre are the poker card's). Then the same cards printed without
 * QR codes, their printed card code held in the scanner's square and read by the app's OCR
 * (tesseract.js, as the browser runs it): from arm's length, and nearer (the card as tall as the
 * frame, about 15 cm above a poker card; one and a half times, about 10 cm).
 */
import { cardLinkPath } from "../../lib/cards/link-code";
import type { CardSizeName } from "../../lib/print/layout";
import { CARD_SIZE_NAMES } from "../../lib/print-jobs/print-request";
import { readCode } from "../../lib/scan/read-code";
import { OCR_MODEL } from "../../lib/scan/printed-code";
import { armsLengthView, cardHeightPx, FRAME, POKER_PX_PER_MM } from "../../tests/support/arms-length";
import { startOcr } from "../../tests/support/ocr";
import { cameraFrame, renderCardFaces, type RenderedCard } from "../../tests/support/rendered-cards";
import { percentile, runBenchmark } from "./support";

const SUITS = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
/** Card i's link code: as random-looking as the database's, but the same every run (so runs compare). */
function linkCodeOf(i: number): string {
  let state = (i + 1) * 2654435761;
  return Array.from({ length: 10 }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[state >>> 27];
  }).join("");
}

async function readRate(faces: RenderedCard[], cardHeightPx: number) {
  let read = 0;
  const wrong: string[] = [];
  const times: number[] = [];
  for (const [i, face] of faces.entries()) {
    const frame = await cameraFrame(face, armsLengthView(i, faces.length, cardHeightPx));
    const start = performance.now();
    const text = readCode(frame);
    times.push(performance.now() - start);
    if (text === face.card.url) read++;
    else if (text !== null) wrong.push(`${face.card.code} read as ${text}`);
  }
  return { read, wrong, times };
}

runBenchmark(async () => {
  const count = Math.min(52, Number(process.argv[2] ?? 52));
  const cards = Array.from({ length: count }, (_, i) => ({
    id: `cmcard${String(i).padStart(19, "0")}`,
    rank: RANKS[i % 13]!,
    suit: SUITS[Math.floor(i / 13) % 4]!,
    code: `${RANKS[i % 13]}${SUITS[Math.floor(i / 13) % 4]!.charAt(0).toUpperCase()}`,
    word: i % 3 === 0 ? "Banana" : null,
    url: cardLinkPath(linkCodeOf(i)),
  }));
  console.log(`QR codes read by readCode (jsQR) at 1280 × 720, ${count} cards per size, each turned, off centre, blurred, grainy and compressed:`);
  for (const size of CARD_SIZE_NAMES as CardSizeName[]) {
    const faces = await renderCardFaces(cards, { qr: true, dpi: 300, cardSize: size });
    const third = await readRate(faces, cardHeightPx(size, "third"));
    const asFar = await readRate(faces, cardHeightPx(size, "as far as poker"));
    const pct = (n: number) => `${n}/${count} (${Math.round((100 * n) / count)}%)`;
    console.log(
      `  ${size.padEnd(6)} filling a third of the frame: read ${pct(third.read)}, ${percentile(third.times, 50).toFixed(1)} ms median per frame; as far as a poker card (${POKER_PX_PER_MM.toFixed(1)} px/mm): read ${pct(asFar.read)}`,
    );
    for (const miss of [...third.wrong, ...asFar.wrong]) console.log(`    WRONG CARD: ${miss}`);
  }

  // Cards printed without QR codes: their printed card code, read by the OCR in the scanner's square.
  const ocr = await startOcr();
  try {
    const codes = cards.map((card) => card.code);
    const bare = cards.map((card) => ({ ...card, url: undefined }));
    console.log(`Printed card codes read by the OCR (tesseract.js, ${OCR_MODEL.package} ${OCR_MODEL.folder}) in the middle square, ${count} cards per size, the code held in the square:`);
    for (const size of CARD_SIZE_NAMES as CardSizeName[]) {
      const faces = await renderCardFaces(bare, { qr: false, dpi: 300, cardSize: size });
      const parts: string[] = [];
      for (const [name, heightPx] of [
        ["a third of the frame", cardHeightPx(size, "third")],
        ["the frame's height", FRAME.height],
        ["1.5 × the frame's height", 1.5 * FRAME.height],
      ] as const) {
        let read = 0;
        const times: number[] = [];
        for (const [i, face] of faces.entries()) {
          const frame = await cameraFrame(face, { ...armsLengthView(i, count, heightPx), aim: "code" });
          const start = performance.now();
          const code = await ocr.readPrintedCode(frame, codes);
          times.push(performance.now() - start);
          if (code === face.card.code) read++;
          else if (code !== null) console.log(`    WRONG CARD: ${face.card.code} read as ${code}`);
        }
        parts.push(`card ${name}: read ${read}/${count} (${Math.round((100 * read) / count)}%), ${percentile(times, 50).toFixed(0)} ms median`);
      }
      console.log(`  ${size.padEnd(6)} ${parts.join("; ")}`);
    }
  } finally {
    await ocr.stop();
  }
});
