import { CARD_SIZES } from "@/lib/print/layout";
import { wordSpace } from "@/lib/print/card-face";
import { DRAWING_HEIGHT, DRAWING_WIDTH } from "./space";

/**
 * Where the word goes on the writing card, in its units: the card's word space (the band across
 * the middle, between the corner indices, as the print lays out a poker card's word) and the size
 * the typed word is printed at there. The writing pad shows it as a guide; the hand may go anywhere.
 */
export function writingGuide(): { band: { x: number; y: number; width: number; height: number }; wordSize: number } {
  const size = CARD_SIZES.poker;
  const { box } = wordSpace(size, null);
  const sx = DRAWING_WIDTH / size.width;
  const sy = DRAWING_HEIGHT / size.height;
  return {
    band: { x: box.x * sx, y: box.y * sy, width: box.width * sx, height: box.height * sy },
    // The word is set 16 mm tall on a poker card (card-face.ts).
    wordSize: 16 * sy,
  };
}
