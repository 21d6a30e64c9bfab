// The layout check: a page fits the window it is shown in. Nothing wider than the window, no
// button's or label's text cut off, every control big enough for a finger on a touch screen, a
// game's screen whole without scrolling, and no accessibility violation. observeLayout measures
// the page in the browser; layoutFailures decides, here, in plain code that unit tests can read.
import path from "node:path";
import type { Page } from "playwright-core";
import { accessibilityViolations, screenshot } from "./browser";
import { observeLayout, type LayoutObservation } from "./layout-observe";

export type { LayoutObservation } from "./layout-observe";

/**
 * The windows every page must fit: two phones and a tablet (touch screens) and a laptop. axe runs
 * at the phone and the laptop: its rules read the markup, names and colours, which a window's width
 * barely changes, and it is half of each visit's time (the whole suite keeps to its 12 minutes);
 * the geometry is measured at every size.
 */
export const LAYOUT_SIZES = {
  "small-phone": { width: 360, height: 740, touch: true, axe: false },
  phone: { width: 390, height: 844, touch: true, axe: true },
  tablet: { width: 820, height: 1180, touch: true, axe: false },
  laptop: { width: 1366, height: 800, touch: false, axe: true },
} as const;

export type LayoutSizeName = keyof typeof LAYOUT_SIZES;
export type LayoutSize = (typeof LAYOUT_SIZES)[LayoutSizeName] & { name: LayoutSizeName };

export function layoutSize(name: LayoutSizeName): LayoutSize {
  return { name, ...LAYOUT_SIZES[name] };
}

/** The smallest control a finger can hit reliably on a touch screen (WCAG 2.5.5), in CSS pixels. */
export const TOUCH_TARGET_PX = 44;
/** Layout in fractions of a pixel: a control 43.98 px tall is drawn 44 px tall. */
const SUBPIXEL = 0.05;

export type LayoutCause = "wider than the window" | "text cut off" | "too small to touch" | "play screen scrolls" | "accessibility";

export interface LayoutFailure {
  cause: LayoutCause;
  element: string;
  measure: string;
}

const px = (n: number) => `${Math.round(n * 10) / 10} px`;

/**
 * What is wrong with a page as measured (observeLayout). `touch`: the window is a touch screen's,
 * where every control needs TOUCH_TARGET_PX × TOUCH_TARGET_PX. `playScreen`: a game's screen, whole
 * in the window with nothing to scroll.
 */
export function layoutFailures(seen: LayoutObservation, { touch, playScreen }: { touch: boolean; playScreen: boolean }): LayoutFailure[] {
  const failures: LayoutFailure[] = [];
  const window = `${seen.width} px window`;

  if (seen.page.scrollWidth > seen.width) {
    const measure = `the page is ${px(seen.page.scrollWidth)} wide in a ${window}`;
    if (seen.sticksOut.length === 0) failures.push({ cause: "wider than the window", element: "the page", measure });
    for (const out of seen.sticksOut) failures.push({ cause: "wider than the window", element: out.element, measure: `reaches ${px(out.right)}: ${measure}` });
  }

  for (const box of seen.texts) {
    const wider = box.scrollWidth > box.clientWidth;
    const taller = box.scrollHeight > box.clientHeight;
    const across = `its text needs ${px(box.scrollWidth)}, its box is ${px(box.clientWidth)} wide`;
    const down = `its text needs ${px(box.scrollHeight)}, its box is ${px(box.clientHeight)} tall`;
    if (box.ending === "ellipsis" && wider) failures.push({ cause: "text cut off", element: box.element, measure: `ends in an ellipsis: ${across}` });
    else if (box.ending === "clamp" && taller) failures.push({ cause: "text cut off", element: box.element, measure: `clamped to fewer lines, with an ellipsis: ${down}` });
    else if (box.ending === "clip" && (wider || taller)) failures.push({ cause: "text cut off", element: box.element, measure: `clipped at its edge: ${wider ? across : down}` });
    else if (box.ending === "visible" && box.names && wider) failures.push({ cause: "text cut off", element: box.element, measure: `runs out of its box: ${across}` });
  }

  if (touch) {
    for (const target of seen.targets) {
      if (target.inText) continue;
      if (target.width + SUBPIXEL >= TOUCH_TARGET_PX && target.height + SUBPIXEL >= TOUCH_TARGET_PX) continue;
      const size = `${px(target.width)} × ${px(target.height)}`.replace(/ px ×/, " ×");
      failures.push({
        cause: "too small to touch",
        element: target.element,
        measure: `${target.throughLabel ? "its label is " : ""}${size}, less than ${TOUCH_TARGET_PX} × ${TOUCH_TARGET_PX} px`,
      });
    }
  }

  if (playScreen) {
    if (seen.page.scrollHeight > seen.height || seen.page.scrollWidth > seen.width) {
      failures.push({
        cause: "play screen scrolls",
        element: "the page",
        measure: `${px(seen.page.scrollWidth)} × ${px(seen.page.scrollHeight)} in a ${seen.width} × ${seen.height} px window`,
      });
    }
    for (const box of seen.scrollers) {
      const measure =
        box.scrollHeight > box.clientHeight
          ? `its content is ${px(box.scrollHeight)} tall in ${px(box.clientHeight)}`
          : `its content is ${px(box.scrollWidth)} wide in ${px(box.clientWidth)}`;
      failures.push({ cause: "play screen scrolls", element: box.element, measure });
    }
  }
  return failures;
}

/** One page as one person sees it, at one size: where, who, and whether it is a game's screen. */
export interface LayoutVisit {
  /** What the page is, in words ("the deck page"). */
  page: string;
  /** Who is looking ("owner", "viewer", "signed out", …). */
  role: string;
  size: LayoutSize;
  playScreen: boolean;
}

/** One line for a failure, naming everything needed to find it: page, size, role, element, measure. */
export function failureLine(visit: Omit<LayoutVisit, "playScreen">, failure: LayoutFailure): string {
  const { name, width, height } = visit.size;
  return `${failure.cause}: ${visit.page} · ${name} ${width}×${height} · ${visit.role} · ${failure.element} · ${failure.measure}`;
}

/** The screenshot's name under test-results/screenshots/layout/: size, role and page. */
export function screenshotName(visit: Omit<LayoutVisit, "playScreen">): string {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  return path.join("layout", visit.size.name, `${slug(visit.role)}--${slug(visit.page)}`);
}

/**
 * Checks the page on screen (already loaded and ready, in a browser that asks for reduced motion:
 * nothing is measured halfway through a transition) as `visit` says, keeps a screenshot of it
 * (test-results/screenshots/layout/<size>/<role>--<page>.png; in CI only of a page that failed)
 * and returns every failure as a line.
 */
export async function checkLayout(page: Page, visit: LayoutVisit): Promise<string[]> {
  // Web fonts change every text's width, and a part still being drawn (a preview, marked
  // aria-busy) is faded: measure the page as it will stay.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 15_000 });
  const seen = await page.evaluate(observeLayout);
  const failures = layoutFailures(seen, { touch: visit.size.touch, playScreen: visit.playScreen });
  const violations = visit.size.axe ? await accessibilityViolations(page) : [];
  failures.push(...violations.map((violation) => ({ cause: "accessibility" as const, element: "axe", measure: violation })));
  // On a fresh CI machine nobody looks at a page that passed: its screenshot (about 14% of a check's
  // time) is kept where a person runs the tests, or where the page failed.
  await screenshot(page, screenshotName(visit), { onCi: failures.length > 0 });
  return failures.map((failure) => failureLine(visit, failure));
}
