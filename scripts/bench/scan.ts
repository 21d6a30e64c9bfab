/**
 * Card scanner benchmark.
 *   npx tsx scripts/bench/scan.ts [cards]
 * Cards of a standard deck printed with QR codes (ids and address as long as real ones), rasterised
 * and seen as a camera sees them (turned up to ±8°, blurred a little, nearer or further), at
 * 640 × 480 and 1280 × 720: the whole card filling about half the frame, and the camera held over
 * the card's QR code. Prints readCode's time per frame (median, p95) and the share of frames read
 * (to the right card's address: a wrong read would count as a failure).
 */
import { readCode } from "../../lib/scan/read-code";
import { cameraFrame, renderCardFaces, type CameraFrameOptions } from "../../tests/support/rendered-cards";
import { percentile, runBenchmark } from "./support";

const SUITS = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const ORIGIN = "http://192.168.1.20:3000";
const DECK_ID = "cmdeck0000000000000000001";

const VIEWS: Array<{ name: string; frame: Omit<CameraFrameOptions, "rotate" | "blur"> }> = [
  { name: "640 × 480, whole card in half the frame", frame: { width: 640, height: 480, fill: 0.5, aim: "card" } },
  { name: "640 × 480, held over the QR code", frame: { width: 640, height: 480, fill: 2.5, aim: "qr" } },
  { name: "1280 × 720, whole card in half the frame", frame: { width: 1280, height: 720, fill: 0.5, aim: "card" } },
  { name: "1280 × 720, held over the QR code", frame: { width: 1280, height: 720, fill: 2, aim: "qr" } },
];

runBenchmark(async () => {
  const count = Math.min(52, Number(process.argv[2] ?? 26));
  const cards = Array.from({ length: count }, (_, i) => ({
    id: `cmcard${String(i).padStart(19, "0")}`,
    rank: RANKS[i % 13]!,
    suit: SUITS[Math.floor(i / 13) % 4]!,
    word: i % 3 === 0 ? "Banana" : null,
    url: `${ORIGIN}/decks/${DECK_ID}/cards/cmcard${String(i).padStart(19, "0")}`,
  }));
  const faces = await renderCardFaces(cards, { qr: true, dpi: 300 });
  console.log(`readCode (jsQR) on ${count} printed cards per view, each turned, blurred and scaled a little:`);
  for (const view of VIEWS) {
    const times: number[] = [];
    let read = 0;
    for (const [i, face] of faces.entries()) {
      const scale = 0.6 + (0.6 * ((i * 17) % count)) / count;
      const frame = await cameraFrame(face, { ...view.frame, fill: view.frame.fill * scale, rotate: -8 + (16 * ((i * 37) % count)) / count, blur: 0.5 + (0.5 * ((i * 11) % count)) / count });
      const start = performance.now();
      const text = readCode(frame);
      times.push(performance.now() - start);
      if (text === face.card.url) read++;
    }
    console.log(
      `  ${view.name}: ${percentile(times, 50).toFixed(1)} ms median, ${percentile(times, 95).toFixed(1)} ms p95 per frame; read ${read}/${count} (${Math.round((100 * read) / count)}%)`,
    );
  }
});
