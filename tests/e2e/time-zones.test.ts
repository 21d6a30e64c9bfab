import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { familyTime } from "@/lib/time/family-time";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { makeDeckWeAlreadyHave, signUpAs } from "../support/journeys";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };

/** Signs up in a browser in `zone` and waits for the browser to tell the app its zone (its one request naming it). */
async function signUpIn(page: Page, name: string, zone: string) {
  const told = page.waitForResponse((response) => response.request().method() === "POST" && (response.request().postData() ?? "").includes(zone));
  await signUpAs(page, name);
  await told;
}

/** The page has no WCAG AA violations, nothing is wider than the window, and a screenshot is kept. */
async function looked(page: Page, name: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await screenshot(page, name);
}

/** The first event's time on the timeline: its instant and the words shown for it. */
async function firstEventTime(page: Page) {
  const time = page.getByRole("main").locator("li time[datetime*='T']").first();
  return { instant: new Date((await time.getAttribute("datetime"))!), shown: (await time.textContent())!.trim() };
}

describe("the family's own time", () => {
  it("a family whose browser is in Sydney reads Sydney time, and its owner moves the deck's days on its settings, on a phone; a viewer can't", async () => {
    const sydney = familyTime("Australia/Sydney");
    const newYork = familyTime("America/New_York");
    const page = await browser.visitor(baseUrl, PHONE, { timezoneId: "Australia/Sydney" });
    await signUpIn(page, "Sheila", "Australia/Sydney");

    // The account took the browser's zone.
    await page.goto("/account");
    await page.getByRole("heading", { name: "Your time zone" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Time zone", exact: true }).inputValue()).toBe("Australia/Sydney");
    await page.getByText(/are in Australia\/Sydney time: it is \d\d:\d\d there now/).waitFor();
    await looked(page, "time-zone-account-phone");

    // A deck made now is in its creator's zone; a word entered from the real deck is on its timeline in Sydney time.
    const deckUrl = await makeDeckWeAlreadyHave(page, "Bondi Deck");
    await page.getByLabel("Ace of Clubs (AC)").fill("Wave");
    await page.getByRole("button", { name: "Save 1 word" }).click();
    await page.getByText("1 word entered.").waitFor();
    await page.goto(`${deckUrl}/history`);
    await page.getByText("Days and times are in Australia/Sydney time, the deck’s time zone.").waitFor();
    const word = await firstEventTime(page);
    expect(word.shown).toBe(sydney.time(word.instant));
    await page.getByRole("heading", { name: sydney.dayHeading(word.instant), level: 3 }).waitFor();
    await looked(page, "time-zone-timeline-phone");

    // The owner moves the deck's days to New York, finding the zone by typing.
    await page.goto(`${deckUrl}/settings`);
    await page.getByRole("heading", { name: "The deck’s time zone" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Time zone", exact: true }).inputValue()).toBe("Australia/Sydney");
    await page.getByLabel("Find a time zone").fill("new york");
    await page.getByText("1 time zone matches.").waitFor();
    expect(await page.getByRole("combobox", { name: "Time zone", exact: true }).inputValue()).toBe("America/New_York");
    await page.getByRole("button", { name: "Save the time zone" }).click();
    await page.getByText("Saved: the deck’s days are America/New York days now.").waitFor();
    await looked(page, "time-zone-deck-settings-phone");

    // The days are New York's now; the times stay Sheila's, each with its day.
    await page.goto(`${deckUrl}/history`);
    await page.getByText("Days are the deck’s days, in America/New York time; times are in yours, Australia/Sydney time.").waitFor();
    const moved = await firstEventTime(page);
    expect(moved.shown).toBe(sydney.dayAndTime(moved.instant));
    await page.getByRole("heading", { name: newYork.dayHeading(moved.instant), level: 3 }).waitFor();
    await looked(page, "time-zone-timeline-moved-phone");

    // A viewer, in London, sees the deck's zone and can't change it; their times are London's.
    await page.goto(`${deckUrl}/members`);
    await page.getByLabel("Invite as").selectOption("VIEWER");
    await page.getByRole("button", { name: "Create invite link" }).click();
    const invite = await page.getByLabel("New invite link").inputValue();
    await page.context().close();

    const viewer = await browser.visitor(baseUrl, undefined, { timezoneId: "Europe/London" });
    await signUpIn(viewer, "Vic", "Europe/London");
    await viewer.goto(invite);
    await viewer.getByRole("button", { name: "Join Bondi Deck" }).click();
    await viewer.getByRole("heading", { name: "Bondi Deck", exact: true }).waitFor();
    await viewer.goto(`${deckUrl}/settings`);
    await viewer.getByText("Only the deck’s owners change it.").waitFor();
    await viewer.getByText("America/New York", { exact: true }).waitFor();
    expect(await viewer.getByLabel("Find a time zone").count()).toBe(0);
    expect(await viewer.getByRole("button", { name: "Save the time zone" }).count()).toBe(0);
    await looked(viewer, "time-zone-deck-settings-viewer");
    await viewer.goto(`${deckUrl}/history`);
    await viewer.getByText("Days are the deck’s days, in America/New York time; times are in yours, Europe/London time.").waitFor();
    const seen = await firstEventTime(viewer);
    expect(seen.shown).toBe(familyTime("Europe/London").dayAndTime(seen.instant));
    await viewer.context().close();
  });
});
