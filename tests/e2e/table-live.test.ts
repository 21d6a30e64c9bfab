import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

/** Marks the page's document: the mark is gone if the page navigates or reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return async () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

describe("the live shared record", () => {
  it("shows a snap recorded on one device, and its undo, on another device at the table without reloading", async () => {
    const ann = await browser.visitor(baseUrl);
    const annAccount = await signedUpAs(ann, "Ann");
    const deckUrl = await deckWeAlreadyHave(annAccount, "The Live Deck");

    // Ben joins the deck as an editor, from an invite link.
    await ann.goto(deckUrl);
    await ann.getByRole("link", { name: "Members" }).click();
    await ann.getByLabel("Invite as").selectOption("EDITOR");
    await ann.getByRole("button", { name: "Create invite link" }).click();
    const link = await ann.getByLabel("New invite link").inputValue();
    const ben = await browser.visitor(baseUrl, { width: 390, height: 844 });
    await signedUpAs(ben, "Ben");
    await ben.goto(link);
    await ben.getByRole("button", { name: "Join The Live Deck" }).click();
    await ben.getByRole("heading", { name: "The Live Deck", exact: true }).waitFor();

    await ann.goto(`${deckUrl}/table`);
    await ann.getByRole("button", { name: "Start the session" }).click();
    await ann.getByRole("heading", { name: "At the table" }).waitFor();
    await ben.goto(ann.url());
    await ben.getByText("Live: other devices’ snaps appear here").waitFor();
    await ben.getByText("No snaps recorded yet.").waitFor();
    const benStayedOnTheSamePage = await markDocument(ben);

    await ann.getByRole("radio", { name: "Mum" }).check();
    await ann.getByLabel("Card already on the table").fill("7H");
    await ann.getByLabel("Card just played").fill("7C");
    await ann.getByLabel("Word written on the 7 of Hearts").fill("Rocket");
    await ann.getByLabel("Word written on the 7 of Clubs").fill("Teapot");
    const clicked = Date.now();
    await ann.getByRole("button", { name: "Record the snap" }).click();
    const bensSnaps = ben.getByRole("region", { name: "Snaps recorded" });
    await bensSnaps.getByRole("listitem").filter({ hasText: "Snap 1" }).filter({ hasText: "recorded by Ann" }).waitFor();
    console.log(`A snap recorded on one device appeared on the other ${Date.now() - clicked} ms after the click.`);
    await ben.getByText("Snap 1 recorded by Ann").waitFor();
    expect(await bensSnaps.getByRole("listitem").first().textContent()).toContain("Words written: “Rocket” on the 7 of Hearts, “Teapot” on the 7 of Clubs");
    expect(await benStayedOnTheSamePage()).toBe(true);
    expect(await accessibilityViolations(ben)).toEqual([]);
    await screenshot(ben, "table-live");

    const undoClicked = Date.now();
    await ann.getByRole("button", { name: "Undo the last snap" }).click();
    await bensSnaps.getByText("Undone", { exact: true }).waitFor();
    console.log(`An undo on one device appeared on the other ${Date.now() - undoClicked} ms after the click.`);
    await ben.getByText("Snap 1 undone by Ann").waitFor();
    expect(await bensSnaps.getByRole("listitem").first().textContent()).toContain("recorded by Ann, undone by Ann");
    expect(await benStayedOnTheSamePage()).toBe(true);
    expect(await accessibilityViolations(ben)).toEqual([]);
    await screenshot(ben, "table-live-undone");

    await ann.getByRole("button", { name: "End the session" }).click();
    await ann.getByRole("button", { name: "Yes, end it" }).click();
    await ben.getByText("The session was ended by Ann").waitFor();
    await ben.getByText("this session is over", { exact: false }).waitFor();
    expect(await benStayedOnTheSamePage()).toBe(true);

    await ben.context().close();
    await ann.context().close();
  });
});
