import { DRAWING_HEIGHT, DRAWING_WIDTH } from "./space";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the writing card lands in a box (y down): as large as fits, keeping its shape, centred —
 * what an <svg viewBox="0 0 1000 1400"> does by default (xMidYMid meet). Every renderer places a
 * drawing this way, so a word sits where the writer put it on any card size.
 */
export function fitDrawing(box: Box): { x: number; y: number; scale: number } {
  const scale = Math.min(box.width / DRAWING_WIDTH, box.height / DRAWING_HEIGHT);
  return { x: box.x + (box.width - DRAWING_WIDTH * scale) / 2, y: box.y + (box.height - DRAWING_HEIGHT * scale) / 2, scale };
}
