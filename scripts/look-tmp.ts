import { startOcr } from "../tests/support/ocr";
import { renderCardFaces, cameraFrame } from "../tests/support/rendered-cards";
import { armsLengthView } from "../tests/support/arms-length";
void (async () => {
  const cards = [["7","hearts","7H","Lantern"],["10","spades","10S",null],["Q","diamonds","QD","Banana"],["3","clubs","3C",null],["A","spades","AS",null],["K","hearts","KH","Ox"],["8","clubs","8C","Jumping"],["J","diamonds","JD",null]].map(([rank, suit, code, word], i) => ({ id: `c${i}`, rank: rank!, suit: suit!, code: code!, word: word ?? null }));
  const faces = await renderCardFaces(cards, { qr: false, dpi: 300 });
  const ocr = await startOcr();
  for (const h of [427, 720, 1080, 1440]) {
    const got = [];
    for (const [i, face] of faces.entries()) got.push(await ocr.readPrintedCode(await cameraFrame(face, { ...armsLengthView(i, 8, h), aim: "code" }), cards.map((c) => c.code)));
    console.log(h, got.join(" "));
  }
  await ocr.stop();
})();
