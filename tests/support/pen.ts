// Writing on a pad as a hand does, through Chromium's own input (the DevTools protocol): the page
// gets trusted Pointer Events of type "pen" with the pen's pressure, or "touch" from a finger.
// Points are in the writing card's units (1000 × 1400, lib/handwriting/space.ts), placed on the
// pad's element as the pad maps them; `writeStroke` takes fractions of the element instead.
import type { CDPSession, Locator, Page } from "playwright-core";
import { DRAWING_HEIGHT, DRAWING_WIDTH } from "@/lib/handwriting/space";

/** A point of the writing card, in its units. */
export type CardPoint = [x: number, y: number];
/** A pen's point: where, and how hard it presses (0..1). */
export type PenPoint = [x: number, y: number, pressure: number];

/** Where a point of the writing card is on the screen, on this pad. */
export async function onScreen(pad: Locator): Promise<(x: number, y: number) => CardPoint> {
  const box = await pad.boundingBox();
  if (!box) throw new Error("The writing pad is not on screen.");
  return (x, y) => [box.x + (x / DRAWING_WIDTH) * box.width, box.y + (y / DRAWING_HEIGHT) * box.height];
}

/** A finger writes a stroke: real touch input (pointerType "touch"), which reports no pressure. */
export async function fingerStroke(cdp: CDPSession, pad: Locator, points: readonly CardPoint[]) {
  const at = await onScreen(pad);
  // force 0.5: the Pointer Events default, a finger on a screen that measures no force (CDP's default is 1).
  const touch = (p: CardPoint) => [{ x: at(...p)[0], y: at(...p)[1], id: 7, radiusX: 4, radiusY: 4, force: 0.5 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: touch(points[0]!) });
  for (const p of points.slice(1)) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: touch(p) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** A pen writes a stroke: pointerType "pen", with the pressure (force) of each point. */
export async function penStroke(cdp: CDPSession, pad: Locator, points: readonly PenPoint[]) {
  const at = await onScreen(pad);
  const pen = (type: "mousePressed" | "mouseMoved" | "mouseReleased", [x, y, force]: PenPoint, buttons: number) => {
    const [sx, sy] = at(x, y);
    return cdp.send("Input.dispatchMouseEvent", { type, x: sx, y: sy, button: "left", buttons, clickCount: 1, pointerType: "pen", force });
  };
  await pen("mousePressed", points[0]!, 1);
  for (const p of points.slice(1)) await pen("mouseMoved", p, 1);
  await pen("mouseReleased", points.at(-1)!, 0);
}

/** A point on the pad as fractions of its width and height, and the pen's pressure there. */
export interface PadPoint {
  x: number;
  y: number;
  pressure?: number;
}

/** One stroke on the pad, with a pen (pressure as each point says) or a finger, in a DevTools session of its own. */
export async function writeStroke(page: Page, pad: Locator, points: readonly PadPoint[], by: "pen" | "touch"): Promise<void> {
  const card = points.map((p): PenPoint => [p.x * DRAWING_WIDTH, p.y * DRAWING_HEIGHT, p.pressure ?? 0.5]);
  const cdp = await page.context().newCDPSession(page);
  try {
    if (by === "pen") return await penStroke(cdp, pad, card);
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    await fingerStroke(cdp, pad, card.map(([x, y]) => [x, y]));
  } finally {
    await cdp.detach();
  }
}

/**
 * Opens "Write it by hand" under `word` (within `scope`: the page, or the part of it the word is
 * written in), writes `strokes` on its pad with a pen or a finger, and waits for the pad to count them.
 */
export async function writeWordByHand(page: Page, scope: Page | Locator, word: string, strokes: readonly (readonly PadPoint[])[], by: "pen" | "touch"): Promise<Locator> {
  await scope.getByRole("button", { name: `Write it by hand (${word})` }).click();
  const pad = scope.getByRole("img", { name: `Write “${word}” by hand` });
  await pad.scrollIntoViewIfNeeded();
  for (const stroke of strokes) await writeStroke(page, pad, stroke, by);
  await scope.getByText(`${strokes.length} stroke${strokes.length === 1 ? "" : "s"}`, { exact: true }).waitFor();
  return pad;
}

/** A looping cursive line across the card's word band (a word as a hand writes it), its pressure swelling and fading. */
export function cursiveLine(from: number, to: number, baseline = 0.5): PadPoint[] {
  const count = 36;
  return Array.from({ length: count }, (_, i) => {
    const along = i / (count - 1);
    return {
      x: from + (to - from) * along + 0.025 * Math.sin(along * 14),
      y: baseline - 0.05 * Math.abs(Math.sin(along * 7)) + 0.015 * Math.cos(along * 14),
      pressure: 0.3 + 0.6 * Math.sin(Math.PI * along),
    };
  });
}
