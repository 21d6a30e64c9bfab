import QRCode from "qrcode";
import { cardScale, type CardFaceLayout, type PrintCard } from "./card-face";
import type { DeckLayout } from "./layout";
import { qrCorner } from "./qr-corner";
import type { Shape } from "./shapes";
import type { Theme } from "./themes";

/**
 * Level Q (a quarter of the code can be lost) costs nothing here: the short link still fits a
 * version 1 code, and a printed card gets marker ink, creases and thumbs.
 */
const ERROR_CORRECTION = "Q";

/**
 * Each card's short link as a QR code in its lower-left corner, above its card code, on a white
 * plate. Only prints carry them, so they are added to a laid-out deck here rather than by
 * layoutCardFace: the pages that draw cards on screen then don't ship the QR encoder. `cards` are
 * the ones `layout` was made from, in order.
 */
export function addQrCodes(layout: DeckLayout, cards: PrintCard[], theme: Theme): DeckLayout {
  const faces = layout.faces.map((face, i) => {
    const link = cards[i]?.url;
    return link ? { ...face, shapes: [...face.shapes, ...qrCodeShapes(link, face, theme)] } : face;
  });
  return { ...layout, faces };
}

function qrCodeShapes(link: string, face: CardFaceLayout, theme: Theme): Shape[] {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: ERROR_CORRECTION });
  const count = modules.size;
  const { x: x0, y: y0, side, plate } = qrCorner(face, cardScale(face));
  const cell = side / count;
  // One rectangle per run of dark modules along a row: far fewer path segments than one per module.
  let d = "";
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      const x = x0 + start * cell;
      const y = y0 + row * cell;
      d += `M${x.toFixed(3)},${y.toFixed(3)}H${(x0 + col * cell).toFixed(3)}V${(y + cell).toFixed(3)}H${x.toFixed(3)}Z`;
    }
  }
  return [
    { kind: "rect", ...plate, fill: "#ffffff" },
    { kind: "path", d, fill: theme.face.black },
  ];
}
