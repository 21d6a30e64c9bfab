import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { cardName, standardDeck } from "@/lib/cards/deck-composition";
import { db } from "@/lib/db/client";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { cursiveLine, writeWordByHand } from "../support/pen";
import { farthestFromWritten, storedHands } from "../support/stored-hand";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

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

describe("checking the real deck", () => {
  it("finds the card the real deck lost and the lost card that turned up, and corrects a word that differs, written by hand, each in the card's story", async () => {
    const page = await browser.visitor(baseUrl);
    const nora = await signedUpAs(page, "Nora");
    const deckUrl = await deckWeAlreadyHave(nora, "The Checked Deck");

    // Before the check: the King of Spades was lost, and "Rocket" was written on the 7 of Hearts.
    await page.goto(deckUrl);
    await showAllCards(page);
    await page.getByRole("link", { name: /^King of Spades/ }).click();
    await page.getByRole("button", { name: "Mark as lost" }).click();
    await page.getByText("Marked as lost.").waitFor();
    await page.goto(deckUrl);
    await showAllCards(page);
    await page.getByRole("link", { name: /^7 of Hearts/ }).click();
    await page.getByLabel("The word").fill("Rocket");
    await page.getByRole("button", { name: "Write the word" }).click();
    await page.getByText("“Rocket” is now written on the 7 of Hearts.").waitFor();

    await page.goto(`${deckUrl}/table`);
    await page.getByRole("link", { name: "Check the real deck" }).click();
    await page.getByRole("heading", { name: "Check the real deck" }).waitFor();
    await page.getByText("0 / 52", { exact: true }).waitFor();

    // Every card in the family's hands but the 2 of Clubs, typed as printed, in any case.
    const inHand = standardDeck().filter((card) => card.code !== "2C");
    const codes = inHand.map((card) => card.code);
    const field = page.getByLabel("Card code");
    const started = performance.now();
    for (const code of codes) {
      await field.fill(code.toLowerCase());
      await field.press("Enter");
    }
    await page.getByText("51 / 52", { exact: true }).waitFor();
    console.log(`51 cards checked by typed code in ${Math.round(performance.now() - started)} ms`);
    await page.getByRole("status").filter({ hasText: `${cardName(inHand.at(-1)!)} checked: 51 / 52` }).waitFor();
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);

    await field.fill("7H");
    await field.press("Enter");
    await page.getByText("7 of Hearts is already checked.").waitFor();
    await field.fill("https://elsewhere.example/decks/another-deck/cards/abc");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.getByText("That card belongs to another deck.").waitFor();
    await page.getByText("51 / 52", { exact: true }).waitFor();

    // A reload (or a dropped phone) keeps the check.
    await page.reload();
    await page.getByText("51 / 52", { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-check");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "deck-check-phone");
    await page.setViewportSize({ width: 1024, height: 800 });

    const missing = page.getByRole("region", { name: "Missing" });
    expect(await missing.getByRole("listitem").count()).toBe(1);
    await missing.getByRole("button", { name: "Mark lost (2 of Clubs)" }).click();
    await page.getByText("The 2 of Clubs is marked lost.").waitFor();
    await missing.getByText("Still lost, as the app already knew: 2 of Clubs.").waitFor();

    const turnedUp = page.getByRole("region", { name: "Turned up" });
    await turnedUp.getByRole("button", { name: "Mark found (King of Spades)" }).click();
    await page.getByText("The King of Spades is back in the deck.").waitFor();
    await turnedUp.getByText("No card marked lost has turned up in this check.").waitFor();

    const sevenOfHearts = page.getByRole("region", { name: "Checked cards" }).getByRole("listitem", { name: "7 of Hearts" });
    await sevenOfHearts.getByText("Is ‘Rocket’ what’s written on the card?").waitFor();
    await sevenOfHearts.getByRole("button", { name: "No, it says…" }).click();
    await sevenOfHearts.getByLabel("The word on the 7 of Hearts (empty if blank)").fill("Racket");
    expect(await sevenOfHearts.getByLabel("Why").inputValue()).toBe("Found in the deck check");
    // The word on the real card is in Nora's hand: she writes it again with a finger, under the word.
    const racket = [cursiveLine(0.15, 0.6), cursiveLine(0.62, 0.85, 0.48)];
    await writeWordByHand(page, sevenOfHearts, "Racket", racket, "touch");
    expect(await accessibilityViolations(page)).toEqual([]);
    await sevenOfHearts.getByRole("button", { name: "Save the correction" }).click();
    await sevenOfHearts.getByText("Corrected: the card’s word is ‘Racket’.").waitFor();
    // The hand is kept with the correction, stroke for stroke where the finger wrote it ("Rocket" was typed).
    const hands = await storedHands(deckUrl.split("/").at(-1)!);
    expect(hands.map((hand) => [hand.kind, hand.word])).toEqual([["CORRECTION", "Racket"]]);
    expect(hands[0]!.drawing.strokes.map((stroke) => stroke.pressure)).toEqual([false, false]);
    expect(farthestFromWritten(hands[0]!.drawing, racket)).toBeLessThan(3);
    await page.getByRole("link", { name: "0 words to confirm" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-check-done");

    await sevenOfHearts.getByRole("link", { name: "7 of Hearts" }).click();
    const story = page.getByRole("region", { name: "This card’s story" });
    await story.getByText("Reason: Found in the deck check").waitFor();
    expect(await story.textContent()).toContain("corrected Rocket → Racket");
    expect(await page.getByRole("img", { name: /7 of Hearts, with the word “Racket”/ }).locator("[data-handwriting] path").count()).toBeGreaterThan(0);
    await page.goBack();
    await page.getByRole("region", { name: "Turned up" }).getByRole("link", { name: "King of Spades" }).waitFor({ state: "detached" });
    await page.getByRole("region", { name: "Checked cards" }).getByRole("link", { name: "King of Spades" }).click();
    await page.getByRole("region", { name: "This card’s story" }).getByText("Reason: Turned up in the deck check").waitFor();
    await page.goto(deckUrl);
    await page.getByRole("region", { name: "Cards", exact: true }).getByRole("link", { name: /^2 of Clubs/ }).click();
    await page.getByRole("region", { name: "This card’s story" }).getByText("Reason: Not found in the deck check").waitFor();

    await page.goto(`${deckUrl}/check`);
    await page.getByText("51 / 52", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Start again" }).click();
    await page.getByRole("button", { name: "Yes, start again" }).click();
    await page.getByText("0 / 52", { exact: true }).waitFor();

    // A deck of which only two cards are left: everything else marked lost at once, after a confirmation.
    for (const code of ["AS", "2S"]) {
      await field.fill(code);
      await field.press("Enter");
    }
    await page.getByText("2 / 52", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Mark all 49 lost" }).click();
    await page.getByRole("button", { name: "Yes, mark 49 lost" }).click();
    await page.getByText("49 cards marked lost.").waitFor();
    await page.getByText("Every card the app has in the deck is checked.").waitFor();
    await page.goto(deckUrl);
    await page.getByRole("navigation", { name: "Filter cards" }).getByRole("link", { name: "50 missing" }).waitFor();
    await page.context().close();
  });

  it("a viewer may check the deck but not change it; someone outside the deck gets “not found”; someone signed out signs in first", async () => {
    const nora = await browser.visitor(baseUrl);
    const noraAccount = await signedUpAs(nora, "Nora");
    const deckUrl = await deckWeAlreadyHave(noraAccount, "The Shared Deck");
    await nora.goto(`${deckUrl}/members`);
    await nora.getByLabel("Invite as").selectOption("VIEWER");
    await nora.getByRole("button", { name: "Create invite link" }).click();
    const invite = await nora.getByLabel("New invite link").inputValue();
    await nora.context().close();

    const gran = await browser.visitor(baseUrl, { width: 390, height: 844 });
    await signedUpAs(gran, "Gran");
    await gran.goto(invite);
    await gran.getByRole("button", { name: "Join The Shared Deck" }).click();
    await gran.getByRole("heading", { name: "The Shared Deck", exact: true }).waitFor();
    await gran.getByRole("navigation", { name: "Deck" }).getByRole("link", { name: "Check the real deck" }).click();
    await gran.getByRole("heading", { name: "Check the real deck" }).waitFor();
    await gran.getByLabel("Card code").fill("qd");
    await gran.getByLabel("Card code").press("Enter");
    await gran.getByText("Queen of Diamonds checked: 1 / 52").waitFor();
    await gran.getByText("1 / 52", { exact: true }).waitFor();
    expect(await gran.getByRole("region", { name: "Missing" }).getByRole("listitem").count()).toBe(51);
    expect(await gran.getByRole("button", { name: /Mark lost|Mark all|It has a word/ }).count()).toBe(0);
    await gran.context().close();

    const stranger = await browser.visitor(baseUrl);
    await signedUpAs(stranger, "Stranger");
    await stranger.goto(`${deckUrl}/check`);
    await stranger.getByRole("heading", { name: "Not found" }).waitFor();
    expect(await stranger.getByLabel("Card code").count()).toBe(0);
    await stranger.context().close();

    const signedOut = await browser.visitor(baseUrl);
    await signedOut.goto(`${deckUrl}/check`);
    await signedOut.waitForURL(/sign-in/);
    await signedOut.context().close();
  });
});
