import QRCode from "qrcode";
import { cardScale, type CardFaceLayout, type PrintCard } from "./card-face";
import type { DeckLayout } from "./layout";
import type { Shape } from "./shapes";
import type { Theme } from "./themes";

/**
 * Each card's link as a QR code above its card code, on a white ground. Only prints carry them, so
 * they are added to a laid-out deck here rather than by layoutCardFace: the pages that draw cards
 * on screen then don't ship the QR encoder. `cards` are the ones `layout` was made from, in order.
 */
export function addQrCodes(layout: DeckLayout, cards: PrintCard[], theme: Theme): DeckLayout {
  const faces = layout.faces.map((face, i) => {
    const url = cards[i]?.url;
    return url ? { ...face, shapes: [...face.shapes, ...qrCodeShapes(url, face, theme)] } : face;
  });
  return { ...layout, faces };
}

function qrCodeShapes(url: string, face: CardFaceLayout, theme: Theme): Shape[] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const k = cardScale(face);
  const side = 10 * k;
  const cell = side / count;
  const x0 = 3.4 * k;
  const y0 = face.height - 5 * k - side;
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
    { kind: "rect", x: x0 - cell, y: y0 - cell, width: side + 2 * cell, height: side + 2 * cell, radius: cell, fill: "#ffffff" },
    { kind: "path", d, fill: theme.face.black },
  ];
}
