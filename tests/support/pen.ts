// Writing on a pad as a hand does, through Chromium's own input (the DevTools protocol): the page
// gets trusted Pointer Events of type "pen" with the pen's pressure, or "touch" from a finger.
import type { Locator, Page } from "playwright-core";

/** A point on the element, as fractions of its width and height, and the pen's pressure there. */
export interface PenPoint {
  x: number;
  y: number;
  pressure?: number;
}

/** One stroke on the element, with a pen (pressure as each point says) or a finger. */
export async function writeStroke(page: Page, surface: Locator, points: readonly PenPoint[], by: "pen" | "touch"): Promise<void> {
  const box = await surface.boundingBox();
  if (!box) throw new Error("The writing surface is not on screen.");
  const at = (p: PenPoint) => ({ x: box.x + p.x * box.width, y: box.y + p.y * box.height });
  const cdp = await page.context().newCDPSession(page);
  try {
    if (by === "touch") {
      await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
      const finger = (p: PenPoint) => [{ ...at(p), id: 0, force: p.pressure ?? 0.5, radiusX: 6, radiusY: 6 }];
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: finger(points[0]!) });
      for (const p of points.slice(1)) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: finger(p) });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      return;
    }
    const pen = (type: "mousePressed" | "mouseMoved" | "mouseReleased", p: PenPoint) =>
      cdp.send("Input.dispatchMouseEvent", { type, ...at(p), button: "left", buttons: type === "mouseReleased" ? 0 : 1, clickCount: 1, pointerType: "pen", force: p.pressure ?? 0.5 });
    await pen("mousePressed", points[0]!);
    for (const p of points.slice(1)) await pen("mouseMoved", p);
    await pen("mouseReleased", points.at(-1)!);
  } finally {
    await cdp.detach();
  }
}

/** A looping cursive line across the card's word band (a word as a hand writes it), its pressure swelling and fading. */
export function cursiveLine(from: number, to: number, baseline = 0.5): PenPoint[] {
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
