// The play screen's seats on a phone in the hand (390 × 844): in Snap Legacy the words are the
// game, so every word's call button reads in full; the top cards, which everyone watches, fill
// their seats; every seat's name reads in full; and key hints show only to keyboard players.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, playAtTestSpeed, screenshot } from "../support/browser";
import { dealGame } from "../support/play-screen";
import { expectAllInSight, openTrial, turnYourCard } from "../support/trial-screen";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };
const DEAL = 2911;

/** Words as families write them, long ones among them (a word has at most 20 characters). */
const WORDS = ["Dinosaur", "Pancakes", "Moonbeam", "Dragonfly", "Lighthouse", "Marmalade", "Hippopotamus", "Butterscotch pudding", "Wombat", "Trampoline", "Jellyfish"];

/**
 * The top card's share of its seat's area that a phone's four seats must give it: twice what it
 * had. Before, a card of about 70 × 95 px sat in a seat of about 183 × 283 px (13 %), beside a
 * face-down pile of the same size. Drawn as large as the seat allows, beside or above a face-down
 * pile kept small, it takes about 40 % (the rest holds the seat's name, how it stands and that pile,
 * which stays at least 44 px wide: a person turns their card with it). The calls of two people
 * take more of the phone, so their seats are shorter: still well over 30 %.
 */
const TOP_CARD_SHARE = 0.3;

interface CallMeasure {
  text: string;
  width: number;
  height: number;
  /** Its text is wider or taller than the button, or cut with an ellipsis. */
  cut: boolean;
}

interface TableMeasure {
  /** Each person's call buttons, by the group's name ("Mum’s calls"). */
  groups: Record<string, CallMeasure[]>;
  /** Each seat's top card's share of the seat's area, by place. */
  topCardShare: Record<string, number>;
}

/**
 * Waits until every person's calls offer "Snap!" and at least three words, and measures the call
 * buttons and the seats once the table has settled: the same in two frames running (the table
 * fits its cards to the room the buttons leave; the bots play on meanwhile).
 */
async function measureWithThreeWords(page: Page): Promise<TableMeasure> {
  const handle = await page.waitForFunction(
    () => {
      const seen = window as { lastTableMeasure?: string };
      const groups = [...document.querySelectorAll('[role="group"][aria-label$=" calls"]')];
      const buttons = (group: Element) => [...group.querySelectorAll("button")];
      if (groups.length === 0 || !groups.every((group) => buttons(group).length >= 4)) return null;
      const ellipsis = (el: Element) => [el, ...el.querySelectorAll("*")].some((e) => getComputedStyle(e).textOverflow === "ellipsis");
      const area = (el: Element) => el.getBoundingClientRect().width * el.getBoundingClientRect().height;
      const measure = {
        groups: Object.fromEntries(
          groups.map((group) => [
            group.getAttribute("aria-label"),
            buttons(group).map((button) => ({
              text: button.textContent ?? "",
              width: button.getBoundingClientRect().width,
              height: button.getBoundingClientRect().height,
              cut: button.scrollWidth > button.clientWidth || button.scrollHeight > button.clientHeight || ellipsis(button),
            })),
          ]),
        ),
        topCardShare: Object.fromEntries(
          [...document.querySelectorAll('section[aria-label$="place"]')].flatMap((seat) => {
            const card = seat.querySelector('[role="img"]');
            return card ? [[seat.getAttribute("aria-label"), area(card) / area(seat)]] : [];
          }),
        ),
      };
      const settled = JSON.stringify(measure) === seen.lastTableMeasure;
      seen.lastTableMeasure = JSON.stringify(measure);
      return settled ? measure : null;
    },
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as TableMeasure;
}

/** Every person's call buttons read in full and are generous touch targets. */
function expectCallsInFull(measure: TableMeasure, people: number) {
  expect(Object.keys(measure.groups)).toHaveLength(people);
  for (const calls of Object.values(measure.groups)) {
    expect(calls.filter((call) => call.cut).map((call) => call.text)).toEqual([]);
    for (const call of calls) {
      expect(call.width, call.text).toBeGreaterThanOrEqual(44);
      expect(call.height, call.text).toBeGreaterThanOrEqual(44);
    }
  }
}

/** …and every top card fills its seat. */
function expectCallsInFullAndCardsLarge(measure: TableMeasure, people: number) {
  expectCallsInFull(measure, people);
  expect(Object.keys(measure.topCardShare).length).toBeGreaterThanOrEqual(3);
  for (const [place, share] of Object.entries(measure.topCardShare)) expect(share, place).toBeGreaterThanOrEqual(TOP_CARD_SHARE);
}

describe("Snap Legacy's seats on a phone, with words on the table", () => {
  let page: Page;
  let deckUrl: string;

  beforeAll(async () => {
    // A phone in the hand: no key hints on the buttons.
    page = await browser.visitor(baseUrl, PHONE, { touch: true });
    await playAtTestSpeed(page, baseUrl);
    // Reduced motion: the cards are still (and the screenshots crisp), as some people ask for.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const mumAccount = await signedUpAs(page, "Mum");
    deckUrl = await deckWeAlreadyHave(mumAccount, "Kitchen Table");
    await page.goto(`${deckUrl}/import`);
    // A word on every card, so that every top card on the table carries one.
    const fields = page.getByRole("textbox", { name: / of \w+ \(/ });
    const count = await fields.count();
    for (let i = 0; i < count; i++) await fields.nth(i).fill(WORDS[i % WORDS.length]!);
    await page.getByRole("button", { name: `Save ${count} words` }).click();
    await page.getByText(`${count} words entered.`).waitFor();
  }, 120_000);

  it("one person and three bots: every word's call button reads in full, at least 44 × 44 px, and the top cards fill their seats, with nothing to scroll", async () => {
    await dealGame(page, deckUrl, { people: ["Mum"], bot: "quick", bots: 3, deal: DEAL });
    await page.getByRole("checkbox", { name: "Auto-flip" }).check();
    const measure = await measureWithThreeWords(page);
    await screenshot(page, "legacy-phone-one-person-words");
    expectCallsInFullAndCardsLarge(measure, 1);
    await expectAllInSight(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("the same on a tablet and a laptop: every word's call button reads in full, with nothing to scroll", async () => {
    await dealGame(page, deckUrl, { people: ["Mum"], bot: "quick", bots: 3, deal: DEAL });
    await page.getByRole("checkbox", { name: "Auto-flip" }).check();
    for (const [name, size] of Object.entries({ tablet: { width: 820, height: 1180 }, laptop: { width: 1280, height: 800 } })) {
      await page.setViewportSize(size);
      const measure = await measureWithThreeWords(page);
      await screenshot(page, `legacy-${name}-one-person-words`);
      expectCallsInFull(measure, 1);
      await expectAllInSight(page);
    }
    await page.setViewportSize(PHONE);
  });

  it("two people on one phone and two bots: each person's call buttons read in full, at least 44 × 44 px, and the top cards fill their seats, with nothing to scroll", async () => {
    await dealGame(page, deckUrl, { people: ["Mum", "Dad"], bot: "quick", bots: 2, deal: DEAL });
    await page.getByRole("checkbox", { name: "Auto-flip" }).check();
    // A keyboard beside the phone: each button shows its key too, the widest the buttons get.
    await page.keyboard.press("Shift");
    await page.getByRole("group", { name: "Mum’s calls" }).getByText("W", { exact: true }).waitFor();
    const measure = await measureWithThreeWords(page);
    await screenshot(page, "legacy-phone-two-people-words");
    expectCallsInFullAndCardsLarge(measure, 2);
    await expectAllInSight(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe("Classic Snap's seats on a phone", () => {
  it("every seat's name and how it stands read in full", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openTrial(page, "/play/classic?bots=3&pace=quick&deal=2024&variant=plain", "Classic Snap");
    await turnYourCard(page);
    const headers = await page.locator('section[aria-label$="place"] header').evaluateAll((all) =>
      all.map((header) => ({
        text: header.textContent ?? "",
        cut: [...header.querySelectorAll("*")].filter((el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis").map((el) => el.textContent),
      })),
    );
    await screenshot(page, "classic-phone-seat-names");
    expect(headers.map((header) => header.text.replace(/(Turning next|Locked out until the next card)$/, ""))).toEqual(["You", "Robin Bot", "Pip Bot", "Dot Bot"]);
    expect(headers.some((header) => header.text.endsWith("Turning next"))).toBe(true);
    expect(headers.flatMap((header) => header.cut)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("key hints", () => {
  const hint = (page: Page) => page.getByRole("group", { name: "Your calls" }).getByText("Space", { exact: true });
  const keysLine = (page: Page) => page.getByText(/^Keys: /);

  it("a phone held in the hand shows no key hints, until a key is pressed on a keyboard", async () => {
    const page = await browser.visitor(baseUrl, PHONE, { touch: true });
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    await openTrial(page, "/play/classic?bots=1&pace=relaxed&deal=2024&variant=plain", "Classic Snap");
    await page.getByRole("button", { name: /^You: Snap!/ }).waitFor();
    expect(await hint(page).isVisible()).toBe(false);
    await screenshot(page, "key-hints-touch-phone");
    await turnYourCard(page);
    expect(await hint(page).isVisible()).toBe(true);
    await page.context().close();
  });

  it("a laptop shows the keys on the call buttons and under them", async () => {
    const page = await browser.visitor(baseUrl, { width: 1280, height: 800 });
    await openTrial(page, "/play/classic?bots=1&pace=relaxed&deal=2024&variant=plain", "Classic Snap");
    expect(await hint(page).isVisible()).toBe(true);
    expect(await keysLine(page).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("card backs", () => {
  it("a face-down pile does not say “Snap”, which would read as a Snap button", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    await openTrial(page, "/play/classic?bots=1&pace=relaxed&deal=2024&variant=plain", "Classic Snap");
    const backs = await page.locator('section[aria-label$="place"] [aria-hidden="true"] svg').evaluateAll((svgs) => svgs.map((svg) => svg.textContent ?? ""));
    expect(backs.length).toBeGreaterThan(0);
    expect(backs.filter((text) => /snap/i.test(text))).toEqual([]);
    await page.context().close();
  });
});
