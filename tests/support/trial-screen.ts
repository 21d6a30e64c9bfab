import type { Page } from "playwright-core";
import { expect } from "vitest";
import { cardsTurned } from "./play-screen";

/** Opens a game tried without an account and waits for its table. */
export async function openTrial(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: heading, exact: true }).waitFor();
}

/** The count under a pile in a place ("17 face down"). */
export async function pileCount(page: Page, place: string, pile: "face down" | "face up" | "won"): Promise<number> {
  const text = await page.getByRole("region", { name: place }).getByText(new RegExp(`^\\d+ ${pile}$`)).textContent();
  return Number(text!.split(" ")[0]);
}

/** The screen reader names of the face-up cards in a region (top cards, pools, the centre pile). */
export async function cardsIn(page: Page, region: string): Promise<string[]> {
  return page.getByRole("region", { name: region }).getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("aria-label") ?? ""));
}

/** A card's rank from its name ("7 of Hearts, no word yet" → "7"). */
export function rankOf(label: string): string {
  return label.split(" of ")[0]!;
}

/** Switches the tab away: the game must pause. */
export async function leaveTheTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** Nothing to scroll, and every top card, centre pile and the person's controls inside the window. */
export async function expectAllInSight(page: Page) {
  const report = await page.evaluate(() => {
    const { innerWidth: width, innerHeight: height } = window;
    const outside = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.top < -1 || r.left < -1 || r.bottom > height + 1 || r.right > width + 1 || r.width === 0;
    };
    const watched = [
      ...document.querySelectorAll('section[aria-label$="place"] [role="img"]'),
      ...document.querySelectorAll('section[aria-label="Centre pile"], section[aria-label="Snap pools"]'),
      ...document.querySelectorAll('[role="group"][aria-label$="calls"] button'),
      ...document.querySelectorAll('button[aria-label^="Turn "]'),
    ];
    return {
      scrollHeight: document.documentElement.scrollHeight,
      height,
      watched: watched.length,
      outside: watched.filter(outside).map((el) => el.getAttribute("aria-label") ?? el.tagName),
    };
  });
  expect(report.outside).toEqual([]);
  expect(report.watched).toBeGreaterThan(0);
  expect(report.scrollHeight).toBeLessThanOrEqual(report.height);
}

/** The face-up top card of each place, by place name (places with no face-up card left out). */
export async function topsByPlace(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('section[aria-label$="place"]')].flatMap((place) => {
        const img = place.querySelector('[role="img"]');
        return img ? [[place.getAttribute("aria-label") ?? "", img.getAttribute("aria-label") ?? ""]] : [];
      }),
    ),
  );
}

/** Whether any two face-up tops on the table have the same rank. */
export function anyMatch(tops: Record<string, string>): boolean {
  const ranks = Object.values(tops).map(rankOf);
  return new Set(ranks).size < ranks.length;
}

/** Waits for your turn and turns your card with Enter; resolves once it is on the table. */
export async function turnYourCard(page: Page) {
  await page.getByRole("button", { name: /^Turn your card/ }).waitFor({ timeout: 20_000 });
  const before = await cardsTurned(page);
  await page.keyboard.press("Enter");
  await page.getByText(new RegExp(`\\b${before + 1} cards turned`)).waitFor();
}
