import { rgb, type PDFPage } from "pdf-lib";
import type { Drawing } from "@/lib/handwriting/drawing";
import { fitDrawing, type Box } from "@/lib/handwriting/fit";
import { drawingPath } from "@/lib/handwriting/outline";

/**
 * Draws a word written by hand onto a PDF page as filled vector paths: the same outline the screen
 * draws (lib/handwriting/outline.ts), fitted into `box` (PDF points, origin bottom-left as pdf-lib
 * measures) as the writing card fits any card, in the card's ink (#rrggbb).
 */
export function drawHandwriting(page: PDFPage, drawing: Drawing, box: Box, ink: string, path = drawingPath(drawing)) {
  if (path === "") return;
  // fitDrawing measures y downwards; the PDF box's top edge is y + height.
  const fit = fitDrawing({ x: box.x, y: 0, width: box.width, height: box.height });
  page.drawSvgPath(path, { x: fit.x, y: box.y + box.height - fit.y, scale: fit.scale, color: hexColour(ink) });
}

function hexColour(hex: string) {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`An ink colour is #rrggbb, not ${hex}.`);
  return rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);
}
