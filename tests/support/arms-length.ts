import { CARD_SIZES, type CardSizeName } from "@/lib/print/layout";
import type { CameraFrameOptions } from "./rendered-cards";

/** A phone's back camera as the scanner asks for it (app/_components/scan/card-scanner.tsx). */
export const FRAME = { width: 1280, height: 720 };
/** The card's long side as a share of the frame's width: "the card fills about a third of the frame". */
const THIRD = 1 / 3;
/** Pixels per millimetre with a poker card filling a third of the frame: a phone about 25 cm above it. */
export const POKER_PX_PER_MM = (FRAME.width * THIRD) / CARD_SIZES.poker.height;

/** How tall a card of this size is in the frame: filling a third of it, or held as far away as a poker card is. */
export function cardHeightPx(size: CardSizeName, distance: "third" | "as far as poker"): number {
  return distance === "third" ? FRAME.width * THIRD : POKER_PX_PER_MM * CARD_SIZES[size].height;
}

/**
 * A phone's view of card i of n, held at arm's length with the whole card in view: varied as hands
 * vary (turned up to ±20°, 15 % nearer or further, up to a fifth of the card off centre, more or
 * less in focus), with a sensor's grain, light falling off across the table and a video stream's
 * JPEG compression. The same every run.
 */
export function armsLengthView(i: number, n: number, heightPx: number): CameraFrameOptions {
  const spread = (mult: number) => ((i * mult) % n) / Math.max(1, n - 1);
  const scale = 0.85 + 0.3 * spread(17);
  return {
    ...FRAME,
    fill: (heightPx * scale) / FRAME.height,
    aim: { x: 0.5 + 0.4 * (spread(7) - 0.5), y: 0.5 + 0.4 * (spread(5) - 0.5) },
    rotate: -20 + 40 * spread(37),
    blur: 0.6 + 0.8 * spread(11),
    noise: 5,
    shade: 0.25,
    jpegQuality: 75,
    seed: i + 1,
  };
}
