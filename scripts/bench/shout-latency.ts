// Shout latency on the play screen: from a person's click on "Snap!" to the rules' judgement
// shown on screen, measured in the page, on the production build in real Chromium (started as
// `npm start` does). Two people, no bots, a fixed deal: Mum shouts wrongly whenever the two top
// cards are not a match. Prints median, p95 and max, to the DOM update and to the next frame.
import { randomUUID } from "node:crypto";
import { db } from "../../lib/db/client";
import { startScreenGame } from "../../lib/games/screen/start-screen-game";
import { requiredCall } from "../../lib/rules";
import { launchBrowser } from "../../tests/support/chromium";
import { topCard, turnNextCard } from "../../tests/support/play-screen";
import { BENCH_PASSWORD, createBenchDeck, createBenchUser, percentile, runBenchmark, startBenchApp, startBenchDatabase } from "./support";

const SHOUTS = 30;
const PEOPLE = ["Mum", "Dad"];

interface Timing {
  shoutAt?: number;
  judgedAt?: number;
  paintedAt?: number;
}

async function main() {
  const database = await startBenchDatabase();
  const user = await createBenchUser();
  const deckId = await createBenchDeck(user.id, ["Mum", "Dad"]);
  const players = await db.player.findMany({ where: { deckId }, orderBy: { name: "desc" } });
  const { gameId } = await startScreenGame(user.id, {
    deckId,
    requestKey: randomUUID(),
    seats: players.map((p) => ({ kind: "person", playerId: p.id })),
    seed: 4242,
  });

  const app = await startBenchApp("bench-shout-latency");
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(BENCH_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    await page.goto(`/decks/${deckId}/play/${gameId}`);
    await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();

    const snap = page.getByRole("button", { name: /^Mum: Snap!/ });
    const judged: number[] = [];
    const painted: number[] = [];
    for (let turn = 0; turn < 600 && judged.length < SHOUTS; turn++) {
      await turnNextCard(page, PEOPLE);
      const [mum, dad] = [await topCard(page, "Mum"), await topCard(page, "Dad")];
      if (!mum || !dad || requiredCall(mum, dad) !== null || !(await snap.isEnabled())) continue;
      await page.evaluate(() => {
        const w = window as unknown as { timing: Timing };
        w.timing = {};
        document.addEventListener("click", () => (w.timing.shoutAt = performance.now()), { capture: true, once: true });
        const news = document.querySelector('[role="status"][aria-live="polite"]')!;
        const observer = new MutationObserver(() => {
          if (!/^Mum shouted “Snap!” Wrong/.test(news.querySelector("li")?.textContent ?? "")) return;
          w.timing.judgedAt = performance.now();
          observer.disconnect();
          requestAnimationFrame(() => (w.timing.paintedAt = performance.now()));
        });
        observer.observe(news, { childList: true, subtree: true, characterData: true });
      });
      await snap.click();
      await page.waitForFunction(() => (window as unknown as { timing: Timing }).timing.paintedAt !== undefined);
      const timing = await page.evaluate(() => (window as unknown as { timing: Timing }).timing);
      judged.push(timing.judgedAt! - timing.shoutAt!);
      painted.push(timing.paintedAt! - timing.shoutAt!);
    }
    if (judged.length < SHOUTS) throw new Error(`Only ${judged.length} wrong shouts in 600 turns.`);
    const describe = (all: number[]) =>
      `median ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`;
    console.log(`shout → judgement in the page: ${describe(judged)} over ${judged.length} shouts`);
    console.log(`shout → next frame with the judgement: ${describe(painted)}`);
  } finally {
    await browser.close();
    await app.stop();
    await database.stop();
  }
}

runBenchmark(main);
