// Key press → judgement on screen, for each game tried without an account (Irish, Classic, Table
// Snap against bots, production build, real Chromium): you press Space (“Slap!”/“Snap!”) whenever
// it is allowed, and the time is taken in the page from the key press to your shout's line in the
// latest slap/snap panel, and to the next frame. Prints median, p95 and max for each game.
import type { Page } from "playwright-core";
import { launchBrowser } from "../../tests/support/chromium";
import { percentile, runBenchmark, startBenchApp, startBenchDatabase } from "./support";

const SHOUTS = 20;
const GAMES = [
  { game: "irish", heading: "Irish Snap", call: "Slap!" },
  { game: "classic", heading: "Classic Snap", call: "Snap!" },
  { game: "table", heading: "Table Snap", call: "Snap!" },
] as const;

interface Timing {
  pressedAt?: number;
  judgedAt?: number;
  paintedAt?: number;
}

/**
 * Arms the page: the next key press is timed until a new line of yours shows in the panel. (Plain
 * script text: tsx names the functions it compiles with a helper the page does not have.)
 */
const ARM_TIMING = `(() => {
  const mine = () => [...document.querySelectorAll('section[aria-label^="Latest"] li')].find((li) => li.textContent.startsWith("You "))?.textContent ?? null;
  const before = mine();
  window.timing = {};
  document.addEventListener("keydown", () => (window.timing.pressedAt = performance.now()), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const now = mine();
    if (now === null || now === before) return;
    window.timing.judgedAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (window.timing.paintedAt = performance.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

async function measure(page: Page, path: string, heading: string): Promise<{ judged: number[]; painted: number[] }> {
  await page.goto(path);
  await page.getByRole("heading", { name: heading, exact: true }).waitFor();
  const call = page.getByRole("group", { name: "Your calls" }).getByRole("button").first();
  const turn = page.getByRole("button", { name: /^Turn your card/ });
  const judged: number[] = [];
  const painted: number[] = [];
  const deadline = Date.now() + 180_000;
  while (judged.length < SHOUTS && Date.now() < deadline) {
    if (await turn.count()) await page.keyboard.press("Enter");
    if (!(await call.isEnabled())) {
      await page.waitForTimeout(50);
      continue;
    }
    await page.evaluate(ARM_TIMING);
    await page.keyboard.press("Space");
    const done = await page
      .waitForFunction(() => (window as unknown as { timing: Timing }).timing.paintedAt !== undefined, undefined, { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!done) continue; // the call went off just before the key (the card moved on)
    const timing = await page.evaluate(() => (window as unknown as { timing: Timing }).timing);
    judged.push(timing.judgedAt! - timing.pressedAt!);
    painted.push(timing.paintedAt! - timing.pressedAt!);
  }
  return { judged, painted };
}

async function main() {
  const database = await startBenchDatabase();
  const app = await startBenchApp("bench-trial-shout-latency");
  const browser = await launchBrowser();
  const describe = (all: number[]) =>
    `median ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`;
  try {
    for (const { game, heading, call } of GAMES) {
      const page = await (await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1024, height: 800 } })).newPage();
      const { judged, painted } = await measure(page, `/play/${game}?bots=3&pace=normal&deal=4242`, heading);
      if (judged.length === 0) throw new Error(`No ${call} judged in ${heading}.`);
      console.log(`${heading}: Space (“${call}”) → judgement on screen: ${describe(judged)} over ${judged.length} calls`);
      console.log(`${heading}: Space → next frame with the judgement: ${describe(painted)}`);
      await page.context().close();
    }
  } finally {
    await browser.close();
    await app.stop();
    await database.stop();
  }
}

runBenchmark(main);
