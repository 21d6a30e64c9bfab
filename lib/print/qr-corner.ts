
/**
 * A module's side on a poker card, in millimetres (smaller cards scale it as everything else). The
 * QR code holds only the card's short link (`/c/<linkCode>`: a version 1 code, 21 × 21 modules),
 * so its modules can be large enough to read with the whole card in view, a phone about 25 cm above
 * a poker card: measured by `scripts/bench/scan-arms-length.ts` (0.7 mm read about 9 frames in 10,
 * 0.85 mm all but one or two in 50), kept true by tests/unit/scan-decodes-printed-cards.test.ts.
 */
const MODULE_MM = 0.85;
const VERSION_1_MODULES = 21;
/** Light modules round the code, on its white plate: a camera finds the code by its corners' contrast. */
const QUIET_MODULES = 1.5;

export interface QrCorner {
  /** The code itself (a longer text than a short link draws more, smaller modules in the same square). */
  x: number;
  y: number;
  side: number;
  /** Its white plate, quiet zone included. */
  plate: { x: number; y: number; width: number; height: number; radius: number };
}

/**
 * Where a print's QR code goes: the lower-left corner, above the card code. The face keeps its pips,
 * panel and word above the plate when the print carries QR codes (layoutCardFace's `qr`), so the
 * code covers nothing. In millimetres from the card's top-left corner, for a card of this height
 * drawn at scale `k` (cardScale). Pure and encoder-free.
 */
export function qrCorner(size: { height: number }, k: number): QrCorner {
  const cell = MODULE_MM * k;
  const side = VERSION_1_MODULES * cell;
  const quiet = QUIET_MODULES * cell;
  const plate = { x: 2.2 * k, y: size.height - 5.4 * k - side - 2 * quiet, width: side + 2 * quiet, height: side + 2 * quiet, radius: cell };
  return { x: plate.x + quiet, y: plate.y + quiet, side, plate };
}
