import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { everyDeviceShows, FALSE_START, joinByCode, markNews, openRoom, RIGHT_SHOUT, turnUntilMatch } from "../support/online-room";
import { cardsTurned } from "../support/play-screen";
import { signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const DEAL = 4242;
const PHONE = { width: 390, height: 844 };

let mum: Page;
let dad: Page;
let watcher: Page;
let deckUrl: string;

beforeAll(async () => {
  mum = await browser.visitor(baseUrl, { width: 1280, height: 900 });
  dad = await browser.visitor(baseUrl, PHONE);
  watcher = await browser.visitor(baseUrl, { width: 1024, height: 800 });
});
failOnPageErrors(() => mum);
failOnPageErrors(() => dad);
failOnPageErrors(() => watcher);

beforeAll(async () => {
  await signedUpAs(mum, "Mum");
  await mum.goto("/decks");
  await mum.getByRole("link", { name: "New deck" }).click();
  await mum.getByLabel("Deck name").fill("Sofa Games");
  await mum.getByLabel("Player 1 name").fill("Mum");
  await mum.getByLabel("Player 2 name").fill("Dad");
  await mum.getByText("We already have a deck").click();
  await mum.getByRole("button", { name: "Make the deck" }).click();
  await mum.getByRole("heading", { name: "Enter the words already on your cards" }).waitFor();
  const words: Record<string, string> = { "7 of Clubs": "Teapot", "7 of Hearts": "Rocket" };
  for (const [card, word] of Object.entries(words)) await mum.getByLabel(new RegExp(`^${card} \\(`)).fill(word);
  await mum.getByRole("button", { name: "Save 2 words" }).click();
  await mum.getByText("2 words entered.").waitFor();
  deckUrl = mum.url().replace(/\/import$/, "");
}, 120_000);

/** The latest verdict's sentence on a device, or null before the first. */
async function latestVerdict(page: Page): Promise<string | null> {
  const line = page.getByRole("region", { name: "Latest verdict" }).locator("p");
  return (await line.count()) === 0 ? null : line.first().textContent();
}

/** Keeps, in the page, when (epoch ms, the machine's one clock) its verdict line next changes. */
async function noteWhenTheVerdictChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const held = window as unknown as { verdictShownAt?: number };
    const textNow = () => document.querySelector('[aria-label="Latest verdict"] p')?.textContent ?? null;
    const before = textNow();
    delete held.verdictShownAt;
    const observer = new MutationObserver(() => {
      if (textNow() === before) return;
      held.verdictShownAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

describe("playing Snap Legacy online, each on their own device", () => {
  it("a room: the host shows its code and QR code, Dad joins by code without an account, a third device watches, and all see the same verdict and the written word goes into the deck's history", async () => {
    const { code } = await openRoom(mum, deckUrl, { people: ["Mum", "Dad"], deal: DEAL });
    expect(code).toMatch(/^[A-Z0-9]{4,8}$/);
    await mum.getByRole("img", { name: "QR code of the join link" }).waitFor();

    await joinByCode(dad, code, { as: "Dad" });
    await dad.getByText("Waiting for Mum to start the game.").waitFor();
    await joinByCode(watcher, code, "watch");
    expect(await accessibilityViolations(mum)).toEqual([]);
    await screenshot(mum, "online-lobby-with-qr");

    await mum.getByRole("button", { name: "Start the game" }).click();
    const everyone = [mum, dad, watcher];
    await everyDeviceShows(everyone, 0);
    // Only the player's own controls: Dad's phone calls for Dad, the watcher has none.
    expect(await dad.getByRole("group", { name: "Dad’s calls" }).count()).toBe(1);
    expect(await dad.getByRole("group", { name: "Mum’s calls" }).count()).toBe(0);
    expect(await watcher.getByRole("button", { name: /Snap!/ }).count()).toBe(0);
    await watcher.getByText("You are watching this game.").waitFor();
    // Keys as on the one-device screen: Enter turns my card.
    await mum.keyboard.press("Enter");
    await everyDeviceShows(everyone, 1);

    const players = { Mum: mum, Dad: dad };
    const dialog = mum.getByRole("dialog", { name: "Mum won the snap!" });
    let written: string | null = null;
    let whyShown = false;
    for (let snap = 0; snap < 20 && written === null; snap++) {
      const call = await turnUntilMatch(players, everyone, ["Mum", "Dad"]);
      if (snap === 0) {
        expect(await accessibilityViolations(dad)).toEqual([]);
        await screenshot(dad, "online-table-phone");
      }
      await Promise.all(everyone.map(noteWhenTheVerdictChanges));
      // A click sooner than 100 ms after the card was painted is a false start (docs/rules.md):
      // a script can be that quick; the table says so, and play goes on to the next match.
      const news = await Promise.all(everyone.map(markNews));
      const saysFalseStart = async () => FALSE_START.test((await news[everyone.indexOf(mum)]!.newer()) ?? "");
      const button = call.kind === "snap" ? mum.getByRole("button", { name: /^Mum: Snap!/ }) : mum.getByRole("button", { name: new RegExp(`^Mum: ${call.word}!`, "i") });
      await button.click();

      // The same verdict on every device, once each has told the snap's outcome (the earlier snaps'
      // verdicts stay on screen until then, and the next may read the same, to the millisecond).
      await expect
        .poll(
          async () => {
            if (await saysFalseStart()) return "false start";
            const said = await Promise.all(news.map((line) => line.newer()));
            const texts = await Promise.all(everyone.map(latestVerdict));
            const decided = said.every((line) => line !== null && !RIGHT_SHOUT.test(line)) && texts.every((text) => text !== null);
            return decided && new Set(texts).size === 1 ? texts[0] : `waiting; the tables say: ${said.join(" | ")}`;
          },
          { timeout: 15_000 },
        )
        .toMatch(/^(Mum won with a reaction of [\d.]+ ms|false start$)/);
      if (await saysFalseStart()) {
        console.log("Mum's click came sooner than a person could react: a false start, said so on her screen.");
        continue;
      }
      const shownAt = await Promise.all(everyone.map((page) => page.evaluate(() => (window as unknown as { verdictShownAt?: number }).verdictShownAt ?? NaN)));
      console.log(`Verdict shown on the three screens within ${(Math.max(...shownAt) - Math.min(...shownAt)).toFixed(1)} ms of each other.`);

      if (!whyShown) {
        whyShown = true;
        await dad.getByRole("button", { name: "Why did Mum win?" }).click();
        const why = dad.getByRole("dialog", { name: "Why did Mum win?" });
        await why.getByRole("row", { name: /Mum Snap!|Mum \w+!/ }).first().waitFor();
        await expect(why.getByRole("cell", { name: "Won", exact: true }).count()).resolves.toBe(1);
        await screenshot(dad, "online-why-did-mum-win");
        expect(await accessibilityViolations(dad)).toEqual([]);
        await why.getByRole("button", { name: "Back to the table" }).click();
      }

      // A snap of two cards that already have words writes nothing: play on to one that does.
      const turnPile = (page: Page) => page.getByRole("button", { name: "Turn my card (key Enter)" });
      await expect.poll(async () => (await dialog.isVisible()) || (await turnPile(mum).isVisible()) || (await turnPile(dad).isVisible())).toBe(true);
      if (!(await dialog.isVisible())) continue;
      await Promise.all([dad, watcher].map((page) => page.getByText("Mum is writing the new words on their device…").waitFor()));
      const fields = dialog.getByLabel(/^Word for the /);
      const words = ["Lighthouse", "Marmalade"].slice(0, await fields.count());
      for (const [i, word] of words.entries()) await fields.nth(i).fill(word);
      await dialog.getByRole("button", { name: "Write the words" }).click();
      written = words[0]!;
    }
    expect(written).not.toBeNull();
    // Every device shows the written card at once.
    await Promise.all(everyone.map((page) => page.getByText(new RegExp(`Mum wrote .*“${written}”.* on the deck, for good\\.`)).waitFor()));
    expect(await accessibilityViolations(watcher)).toEqual([]);

    // The host pauses every device; only the host can carry on.
    await mum.getByRole("button", { name: "Pause" }).click();
    for (const page of [dad, watcher]) {
      const paused = page.getByRole("dialog", { name: "Paused" });
      await paused.getByText("Nobody can turn or shout until the host carries on.").waitFor();
      expect(await paused.getByRole("button", { name: "Resume" }).count()).toBe(0);
    }
    await mum.getByRole("dialog", { name: "Paused" }).getByRole("button", { name: "Resume" }).click();
    await Promise.all(everyone.map((page) => page.getByRole("dialog", { name: "Paused" }).waitFor({ state: "detached" })));

    // The host lets a bot play Dad's seat, then gives it back.
    await mum.getByText("Seats", { exact: true }).click();
    await mum.getByRole("button", { name: "Let a bot play for Dad" }).click();
    await dad.getByText("A bot is playing Dad’s cards until the host gives the seat back.").waitFor();
    expect(await dad.getByRole("group", { name: "Dad’s calls" }).count()).toBe(0);
    await mum.getByRole("button", { name: "Give Dad back their seat" }).click();
    await dad.getByRole("group", { name: "Dad’s calls" }).waitFor();

    // A device that drops and comes back gets its seat and the table as it stands.
    await mum.getByText("Seats", { exact: true }).click();
    await dad.reload();
    await dad.getByText(/\d+ cards turned · you are Dad/).waitFor();
    await dad.getByRole("group", { name: "Dad’s calls" }).waitFor();
    expect(await cardsTurned(dad)).toBe(await cardsTurned(mum));

    // The host ends the game: every device shows how it ended. Dad closes it to look at the table;
    // the host plays again, and every device is at a new deal with the same seats.
    await mum.getByRole("button", { name: "Pause" }).click();
    await mum.getByRole("dialog", { name: "Paused" }).getByRole("button", { name: "End this game" }).click();
    const endOf = (page: Page) => page.locator('[role="dialog"][aria-labelledby="over-heading"]');
    await Promise.all(everyone.map((page) => endOf(page).waitFor()));
    await endOf(dad).getByText("The host can deal a new game: you keep your seat.").waitFor();
    expect(await accessibilityViolations(dad)).toEqual([]);
    await endOf(dad).getByRole("button", { name: "Look at the table" }).click();
    await dad.getByRole("region", { name: "Game over" }).getByText("The game is over.").waitFor();
    await screenshot(dad, "online-game-over-table");
    await endOf(mum).getByRole("button", { name: "Play again" }).click();
    await Promise.all(everyone.map((page) => page.getByText(/· 0 cards turned ·/).waitFor()));
    for (const page of everyone) expect(await endOf(page).count()).toBe(0);
    await dad.getByRole("group", { name: "Dad’s calls" }).waitFor();

    await mum.goto(deckUrl);
    const entry = mum.getByText(`wrote after winning a snap “${written}”`);
    await entry.waitFor();

    // The game just played, replayed: every snap's shouts are there, as every device was shown them.
    const played = mum.getByRole("region", { name: "Games" }).getByRole("listitem").filter({ hasText: /Ended early/ });
    await played.getByRole("link", { name: "Replay" }).click();
    await mum.getByRole("heading", { name: "Replay: Snap Legacy" }).waitFor();
    await mum.getByText(/^Every snap’s shouts \(\d+\)$/).click();
    await mum.getByRole("button", { name: /^Card \d+: Why did Mum win\?$/ }).first().click();
    const why = mum.getByRole("dialog", { name: "Why did Mum win?" });
    await expect(why.getByRole("cell", { name: "Won", exact: true }).count()).resolves.toBe(1);
    expect(await accessibilityViolations(mum)).toEqual([]);
    await screenshot(mum, "online-replay-why");
  }, 240_000);
});
