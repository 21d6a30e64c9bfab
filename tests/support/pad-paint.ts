// How quickly the writing pad paints what a hand writes, measured in the page: printed by the tests
// that write by hand, never asserted as a time (a shared 2-core machine makes that a flake).
import type { Page } from "playwright-core";

interface PaintWatch {
  times: { ms: number; frames: number }[];
  redrawn: { whileWriting: number };
}

/**
 * Measures, for every pointer move on the open pad, the time from the move (its event timestamp) to
 * the animation frame that paints the live stroke it changed (the next requestAnimationFrame after
 * the path changed), and how many frames that was. Also counts changes to the strokes already
 * written while a stroke is being written (none: a move changes only the live stroke's path).
 */
export async function watchPaintTimes(page: Page) {
  await page.evaluate(() => {
    const svg = document.querySelector("[data-writing-pad]")!;
    const live = svg.querySelector("[data-live-stroke]")!;
    const watch: PaintWatch = { times: [], redrawn: { whileWriting: 0 } };
    (window as unknown as { padPaint: PaintWatch }).padPaint = watch;
    let writing = false;
    svg.addEventListener("pointerdown", () => (writing = true), { capture: true });
    svg.addEventListener("pointerup", () => (writing = false), { capture: true });
    const observer = new MutationObserver((records) => {
      if (writing) watch.redrawn.whileWriting += records.length;
    });
    observer.observe(svg.querySelector("[data-strokes]")!, { subtree: true, childList: true, attributes: true, characterData: true });
    let frame = 0;
    const count = () => {
      frame++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    let before = live.innerHTML;
    // Added after the pad's own listener, so it runs once the pad has handled the move.
    svg.addEventListener("pointermove", (event) => {
      const now = live.innerHTML;
      if (now === before) return;
      before = now;
      const movedInFrame = frame;
      requestAnimationFrame(() => watch.times.push({ ms: performance.now() - (event as PointerEvent).timeStamp, frames: frame - movedInFrame }));
    });
  });
}

/** What watchPaintTimes saw: how many moves painted, a line to print, and the written strokes' changes while writing. */
export async function paintTimes(page: Page): Promise<{ moves: number; report: string; redrawnWhileWriting: number }> {
  const watch = await page.evaluate(() => (window as unknown as { padPaint: PaintWatch }).padPaint);
  const ms = watch.times.map((p) => p.ms).sort((a, b) => a - b);
  const nextFrame = watch.times.filter((p) => p.frames <= 1).length;
  const at = (share: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * share))]?.toFixed(1) ?? "–";
  return {
    moves: ms.length,
    report:
      `pointer move → live stroke painted (headless Chromium on the test machine): ${ms.length} moves, ` +
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${ms.at(-1)?.toFixed(1) ?? "–"} ms; in the next frame: ${nextFrame} of ${ms.length}`,
    redrawnWhileWriting: watch.redrawn.whileWriting,
  };
}
