/**
 * Suit shapes as vector paths, drawn the same way on screen (SVG) and on paper (pdf-lib), so a suit
 * never depends on a font having the glyph. Each shape lives in a 100 × 100 box, y pointing down,
 * written with absolute M/L/C/Z commands only so it can be placed by transforming its points.
 */
export type Suit = "hearts" | "diamonds" | "clubs" | "spades";

export const SUITS: readonly Suit[] = ["spades", "hearts", "diamonds", "clubs"];

export const RED_SUITS: ReadonlySet<Suit> = new Set<Suit>(["hearts", "diamonds"]);

/** Four cubic curves approximating a circle, clockwise on screen like the other shapes. */
function circle(centreX: number, centreY: number, radius: number): string {
  const [cx, cy, r, k] = [centreX, centreY, radius, 0.5523 * radius].map(round) as [number, number, number, number];
  return [
    `M${cx},${cy - r}`,
    `C${cx + k},${cy - r} ${cx + r},${cy - k} ${cx + r},${cy}`,
    `C${cx + r},${cy + k} ${cx + k},${cy + r} ${cx},${cy + r}`,
    `C${cx - k},${cy + r} ${cx - r},${cy + k} ${cx - r},${cy}`,
    `C${cx - r},${cy - k} ${cx - k},${cy - r} ${cx},${cy - r}Z`,
  ].join("");
}

export { circle as circlePath };

export const SUIT_PATHS: Record<Suit, string> = {
  hearts:
    "M50,94C38,82 4,62 4,33C4,16 16,6 29,6C39,6 46,12 50,21C54,12 61,6 71,6C84,6 96,16 96,33C96,62 62,82 50,94Z",
  diamonds: "M50,2C60,20 72,35 88,50C72,65 60,80 50,98C40,80 28,65 12,50C28,35 40,20 50,2Z",
  spades:
    "M50,3C58,18 96,38 96,62C96,76 86,84 74,84C65,84 58,80 54,73C55,83 59,90 68,97L32,97C41,90 45,83 46,73C42,80 35,84 26,84C14,84 4,76 4,62C4,38 42,18 50,3Z",
  clubs: [
    circle(50, 27, 21),
    circle(27, 58, 21),
    circle(73, 58, 21),
    circle(50, 50, 13),
    "M54,60C54,76 58,88 68,97L32,97C42,88 46,76 46,60Z",
  ].join(""),
};

/** The pure geometry of a placed shape: where the 100-unit box goes and whether it is upside down. */
export interface Placement {
  /** Centre of the shape, in the target's units. */
  cx: number;
  cy: number;
  /** Size of the 100-unit box in the target's units. */
  size: number;
  upsideDown?: boolean;
}

const NUMBER = /-?\d*\.?\d+(?:e-?\d+)?/gi;

/**
 * Moves, scales and optionally turns a path written with absolute M/L/C/H/V/Z commands.
 * The result is absolute in the target's units, so neither renderer needs a transform.
 */
export function placePath(d: string, placement: Placement, box = 100): string {
  const scale = placement.size / box;
  const sign = placement.upsideDown ? -1 : 1;
  const mapX = (x: number) => round(placement.cx + sign * (x - box / 2) * scale);
  const mapY = (y: number) => round(placement.cy + sign * (y - box / 2) * scale);
  return d.replace(/([MLCHVZ])([^MLCHVZ]*)/gi, (_, command: string, args: string) => {
    const values = (args.match(NUMBER) ?? []).map(Number);
    switch (command) {
      case "H":
        return `H${values.map(mapX).join(" ")}`;
      case "V":
        return `V${values.map(mapY).join(" ")}`;
      case "Z":
      case "z":
        return "Z";
      default: {
        const points: string[] = [];
        for (let i = 0; i + 1 < values.length; i += 2) points.push(`${mapX(values[i] ?? 0)},${mapY(values[i + 1] ?? 0)}`);
        return `${command}${points.join(" ")}`;
      }
    }
  });
}

const placedSuits = new Map<string, string>();

/** A suit shape placed in the target's units (memoised: decks repeat the same pips). */
export function suitPath(suit: Suit, placement: Placement): string {
  const key = `${suit} ${placement.cx} ${placement.cy} ${placement.size} ${placement.upsideDown === true}`;
  let d = placedSuits.get(key);
  if (d === undefined) {
    if (placedSuits.size > 10_000) placedSuits.clear();
    d = placePath(SUIT_PATHS[suit], placement);
    placedSuits.set(key, d);
  }
  return d;
}

/** A rectangle with rounded corners as path data (for renderers without a rounded rectangle). */
export function roundedRectPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return `M${x},${y}H${x + width}V${y + height}H${x}Z`;
  const k = 0.5523 * r;
  const right = x + width;
  const bottom = y + height;
  return [
    `M${round(x + r)},${round(y)}`,
    `L${round(right - r)},${round(y)}`,
    `C${round(right - r + k)},${round(y)} ${round(right)},${round(y + r - k)} ${round(right)},${round(y + r)}`,
    `L${round(right)},${round(bottom - r)}`,
    `C${round(right)},${round(bottom - r + k)} ${round(right - r + k)},${round(bottom)} ${round(right - r)},${round(bottom)}`,
    `L${round(x + r)},${round(bottom)}`,
    `C${round(x + r - k)},${round(bottom)} ${round(x)},${round(bottom - r + k)} ${round(x)},${round(bottom - r)}`,
    `L${round(x)},${round(y + r)}`,
    `C${round(x)},${round(y + r - k)} ${round(x + r - k)},${round(y)} ${round(x + r)},${round(y)}Z`,
  ].join("");
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
