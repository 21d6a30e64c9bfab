import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { requiredCall, type FaceUpCard } from "@/lib/rules";
import { accessibilityViolations, screenshot, browserForThisFile } from "../support/browser";
import { signUpAs } from "../support/journeys";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

const RANKS: Record<string, string> = { Ace: "A", Jack: "J", Queen: "Q", King: "K" };
const SUITS: Record<string, string> = { Clubs: "clubs", Diamonds: "diamonds", Hearts: "hearts", Spades: "spades" };

/** Reads a card back from what the screen says about it ("7 of Hearts, with the word “Teapot”"). */
function parseCard(label: string): FaceUpCard {
  const m = label.match(/^(\S+) of (\w+)(?:, with the word “(.+)”|, no word yet)$/);
  if (!m) throw new Error(`Unreadable card: ${label}`);
  return { rank: RANKS[m[1]!] ?? m[1]!, suit: SUITS[m[2]!]!, word: m[3] ?? null };
}

async function topCard(page: Page, seat: string): Promise<{ label: string; card: FaceUpCard } | null> {
  const img = page.getByRole("region", { name: `${seat}’s place` }).getByRole("img");
  if ((await img.count()) === 0) return null;
  const label = (await img.first().getAttribute("aria-label"))!;
  return { label, card: parseCard(label) };
}

async function makeDeckWithWords(page: Page) {
  await page.getByRole("link", { name: "New deck" }).click();
  await page.getByLabel("Deck name").fill("Games Night");
  await page.getByLabel("Player 1 name").fill("Mum");
  await page.getByLabel("Player 2 name").fill("Dad");
  await page.getByText("We already have a deck").click();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.getByRole("heading", { name: "Enter the words already on your cards" }).waitFor();
  // Words on the sevens and the queens, so that some snaps need a word.
  const words: Record<string, string> = { "7 of Clubs": "Teapot", "7 of Hearts": "Rocket", "Queen of Spades": "Wombat", "Queen of Hearts": "Wombat" };
  for (const [card, word] of Object.entries(words)) await page.getByLabel(new RegExp(`^${card} \\(`)).fill(word);
  await page.getByRole("button", { name: "Save 4 words" }).click();
  await page.getByText("4 words entered.").waitFor();
}

describe("playing Snap Legacy on screen", () => {
  it("a full game against a bot from a fixed deal: a wrong shout is locked out, a won snap's words go into the deck's history and the card's page, a reload loses no move, leaving the tab pauses", async () => {
    const page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
    await signUpAs(page, "Mum");
    await makeDeckWithWords(page);
    await page.goto(page.url().replace(/\/import$/, "/play/new"));
    await page.getByRole("heading", { name: "Play Snap Legacy on screen" }).waitFor();
    await page.getByLabel("Bot 1 pace").selectOption("relaxed");
    await page.getByLabel("Deal number (optional)").fill("4242");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Deal the cards" }).click();
    await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();
    await expect(page.getByText(/Deal 4242/).isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: /^Turn Mum’s card/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    let lockedOutSeen = false;
    let lastMum: string | null = null;
    let lastBot: string | null = null;
    let writtenWords: string[] = [];

    for (let step = 0; step < 1500 && writtenWords.length === 0; step++) {
      if (await page.getByRole("dialog", { name: /won the snap/ }).isVisible()) {
        const fields = page.getByLabel(/^Word for the /);
        const count = await fields.count();
        writtenWords = ["Lighthouse", "Marmalade"].slice(0, count);
        for (let i = 0; i < count; i++) await fields.nth(i).fill(writtenWords[i]!);
        await screenshot(page, "play-words");
        await page.getByRole("button", { name: "Write the words" }).click();
        break;
      }
      const mum = await topCard(page, "Mum");
      const bot = await topCard(page, "Robin Bot");
      const changed = mum?.label !== lastMum ? "Mum" : bot?.label !== lastBot ? "Robin Bot" : null;
      lastMum = mum?.label ?? null;
      lastBot = bot?.label ?? null;
      if (changed && mum && bot) {
        const [onTable, justPlayed] = changed === "Mum" ? [bot.card, mum.card] : [mum.card, bot.card];
        const call = requiredCall(onTable, justPlayed);
        const snapButton = page.getByRole("button", { name: /^Mum: Snap!/ });
        if (call) {
          const name = call.kind === "snap" ? /^Mum: Snap!/ : `Mum: ${call.word}!`;
          await page.getByRole("button", { name }).click({ timeout: 2000 }).catch(() => undefined);
          continue;
        }
        if (!lockedOutSeen && (await snapButton.isEnabled())) {
          // No match: a shout now is wrong, and locks Mum out until the next card.
          const wordButton = page.getByRole("group", { name: "Mum’s shouts" }).getByRole("button", { name: /^Mum: (?!Snap)/ });
          // Time from the shout's click to its judgement being on screen, measured in the page.
          await page.evaluate(() => {
            const w = window as unknown as { shoutAt?: number; judgedAt?: number };
            document.addEventListener("click", () => (w.shoutAt = performance.now()), { capture: true, once: true });
            const status = document.querySelector('[role="status"]')!;
            new MutationObserver((_, observer) => {
              if (/Wrong: locked out/.test(status.textContent ?? "")) {
                w.judgedAt = performance.now();
                observer.disconnect();
              }
            }).observe(status, { childList: true, subtree: true, characterData: true });
          });
          await ((await wordButton.count()) > 0 ? wordButton.first() : snapButton).click();
          await page.getByText(/Mum shouted “.*” Wrong: locked out until the next card\./).waitFor();
          const judgedInMs = await page.evaluate(() => {
            const w = window as unknown as { shoutAt?: number; judgedAt?: number };
            return (w.judgedAt ?? NaN) - (w.shoutAt ?? NaN);
          });
          console.log(`shout to judged result on screen: ${judgedInMs.toFixed(1)} ms`);
          expect(judgedInMs).toBeLessThan(100);
          expect(await snapButton.isDisabled()).toBe(true);
          await screenshot(page, "play-locked-out");
          lockedOutSeen = true;
        }
      }
      const turn = page.getByRole("button", { name: /^Turn Mum’s card/ });
      if (await turn.isVisible()) await turn.click({ timeout: 1000 }).catch(() => undefined);
      else await page.waitForTimeout(60);
    }
    expect(lockedOutSeen).toBe(true);
    expect(writtenWords.length).toBeGreaterThan(0);
    await page.getByText(new RegExp(`Mum wrote .*“${writtenWords[0]}”.* on the deck, for good\\.`)).waitFor();
    await page.getByText("Saved").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "play-after-snap");

    // A dropped connection and a reload lose no move: with the server unreachable, moves wait in
    // the tab, and the reloaded page plays them again and sends them.
    const turned = async () => Number((await page.getByText(/cards turned/).textContent())!.match(/(\d+) cards turned/)![1]);
    await page.route("**/*", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
    await page.getByRole("button", { name: /^Turn Mum’s card/ }).click({ timeout: 15_000 });
    await page.getByText(/The connection dropped/).waitFor();
    const beforeReload = await turned();
    await page.unroute("**/*");
    await page.reload();
    await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();
    await page.getByText("Saved").waitFor();
    expect(await turned()).toBeGreaterThanOrEqual(beforeReload);

    // Leaving the tab pauses the game.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.getByRole("dialog", { name: "Paused" }).waitFor();
    await expect(page.getByText("Nobody can turn or shout until you carry on.").isVisible()).resolves.toBe(true);
    await screenshot(page, "play-paused");

    // The words are in the deck's history, for good, and on the card's page.
    await page.getByRole("dialog", { name: "Paused" }).getByRole("link", { name: "Back to the deck" }).click();
    await page.getByRole("heading", { name: "Games Night" }).waitFor();
    const entry = page.getByText(`wrote after winning a snap “${writtenWords[0]}”`);
    await entry.waitFor();
    await page.getByRole("listitem").filter({ has: entry }).getByRole("link").click();
    await page.getByRole("heading", { name: "This card’s story" }).waitFor();
    await expect(page.getByText(`Its word: ${writtenWords[0]}`).isVisible()).resolves.toBe(true);
    await page.context().close();
  }, 240_000);
});
