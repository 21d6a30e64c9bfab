import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { accessibilityViolations, screenshot, browserForThisFile } from "../support/browser";
import { playThisDeck } from "../support/journeys";
import { cursiveLine, writeWordByHand } from "../support/pen";
import { farthestFromWritten, storedHands } from "../support/stored-hand";
import { signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

beforeAll(() => {
  // The test reads the hands the app stored in the shared app's database.
  vi.stubEnv("DATABASE_URL", inject("databaseUrl"));
});

afterAll(async () => {
  await db.$disconnect();
  vi.unstubAllEnvs();
});

describe("the table companion", () => {
  it("records a snap won with the real cards, its words reach the card, one in the winner's hand, and an undo leaves a correction in the card's story", async () => {
    const page = await browser.visitor(baseUrl);
    await signedUpAs(page, "Nora");
    await page.goto("/decks");

    await page.getByRole("link", { name: "New deck" }).click();
    await page.getByRole("heading", { name: "A new legacy deck" }).waitFor();
    await page.getByLabel("Deck name").fill("The Kitchen Table Deck");
    await page.getByLabel("Player 1 name").fill("Mum");
    await page.getByLabel("Player 2 name").fill("Sam");
    await page.getByRole("radio", { name: /We already have a deck/ }).check();
    await page.getByRole("button", { name: "Make the deck" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/import$/);
    const deckPath = new URL(page.url()).pathname.replace(/\/import$/, "");

    await page.goto(deckPath);
    await playThisDeck(page, "Play at the real table");
    await page.getByRole("heading", { name: "Table companion" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "Mum" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Sam" }).isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-start");
    await page.getByRole("button", { name: "Start the session" }).click();

    await page.getByRole("heading", { name: "At the table" }).waitFor();
    await expect(page.getByText("Pick the two cards to see the right call").isVisible()).resolves.toBe(true);
    await page.getByRole("radio", { name: "Mum" }).check();

    // A card chosen from the deck grid; two cards of different ranks aren't a match.
    await page.getByRole("button", { name: "Choose from the deck" }).nth(1).click();
    await page.getByRole("heading", { name: "Choose the card just played" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-grid");
    await page.getByRole("button", { name: /^8H\W+8 of Hearts$/ }).click();
    expect(await page.getByLabel("Card just played").inputValue()).toBe("8H");
    await page.getByLabel("Card already on the table").fill("7h");
    await page.getByText("Not a match", { exact: true }).waitFor();

    // The codes printed on the cards, typed: two sevens.
    await page.getByLabel("Card just played").fill("7C");
    await page.getByText("Right call: Snap!").waitFor();
    await page.getByLabel("Word written on the 7 of Hearts").fill("Rocket");
    await page.getByLabel("Word written on the 7 of Clubs").fill("Teapot");
    // Mum writes "Rocket" by hand too, with a pen, on the pad under its word ("Teapot" stays typed).
    const rocket = [cursiveLine(0.14, 0.6), cursiveLine(0.62, 0.86, 0.48)];
    await writeWordByHand(page, page, "Rocket", rocket, "pen");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-record");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "table-record-phone");
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole("button", { name: "Record the snap" }).click();

    await page.getByText("Snap 1 recorded for Mum. Mum wrote “Rocket” on the 7 of Hearts and “Teapot” on the 7 of Clubs.").waitFor();
    // The hand is kept with the word it is of, stroke for stroke where the pen wrote it, with its pressure.
    const hands = await storedHands(deckPath.split("/").at(-1)!);
    expect(hands.map((hand) => [hand.kind, hand.word])).toEqual([["WON_SNAP", "Rocket"]]);
    expect(hands[0]!.drawing.strokes.map((stroke) => stroke.pressure)).toEqual([true, true]);
    expect(farthestFromWritten(hands[0]!.drawing, rocket)).toBeLessThan(3);
    const recorded = page.getByRole("region", { name: "Snaps recorded" }).getByRole("listitem");
    await expect(recorded.first().textContent()).resolves.toContain("Snap 1 · Mum won with the right call Snap!");
    await expect(recorded.first().textContent()).resolves.toContain("Words written: “Rocket” on the 7 of Hearts, “Teapot” on the 7 of Clubs");
    await page.getByText("Pick the two cards to see the right call").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-recorded");

    await recorded.first().getByRole("link", { name: "7 of Hearts" }).click();
    await page.getByRole("heading", { name: "This card’s story" }).waitFor();
    await page.getByText("wrote after winning a snap “Rocket”").waitFor();
    expect(await page.getByText("Its word: Rocket").count()).toBe(1);
    expect(await page.getByRole("img", { name: /7 of Hearts, with the word “Rocket”/ }).locator("[data-handwriting] path").count()).toBeGreaterThan(0);
    await page.goBack();

    await page.getByRole("heading", { name: "At the table" }).waitFor();
    await page.getByRole("button", { name: "Undo the last snap" }).click();
    await page.getByText("Snap 1 undone. Its words are cleared; each card’s story keeps them, as a correction.").waitFor();
    await page.getByRole("region", { name: "Snaps recorded" }).getByText("Undone", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Undo the last snap" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-undone");

    await page.getByRole("region", { name: "Snaps recorded" }).getByRole("link", { name: "7 of Hearts" }).click();
    await page.getByRole("heading", { name: "This card’s story" }).waitFor();
    await page.getByText("Reason: Undone at the table: snap 1 recorded by mistake").waitFor();
    await expect(page.getByText("No word on this card yet.").isVisible()).resolves.toBe(true);
    const story = await page.getByRole("region", { name: "This card’s story" }).textContent();
    expect(story).toContain("wrote after winning a snap “Rocket”");
    expect(story).toContain("corrected Rocket → (blank)");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-card-story");

    await page.goBack();
    await page.getByRole("button", { name: "End the session" }).click();
    await page.getByRole("button", { name: "Yes, end it" }).click();
    await page.getByText("this session is over", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "Record the snap" }).count()).toBe(0);

    await page.goto(`${deckPath}/table`);
    await page.getByRole("heading", { name: "Earlier sessions" }).waitFor();
    const session = await page.getByRole("link", { name: /Mum, Sam/ }).textContent();
    expect(session).toContain("0 snaps · 0 words");
    expect(session).toContain("Over");
    await page.context().close();
  });
});
