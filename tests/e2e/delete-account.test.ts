import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const browser = browserForThisFile();
const baseUrl = inject("baseUrl");
const downloads = mkdtempSync(path.join(tmpdir(), "snap-leaving-"));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

/** No WCAG AA violations, and screenshots kept at desktop and phone widths (nothing wider than the phone). */
async function looked(page: Page, name: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1024, height: 800 });
}

describe("leaving for good", () => {
  it("hands the shared deck to the other member, downloads their data, deletes the account and lands signed out; the deck's history says a former member", async () => {
    const page = await browser.visitor(baseUrl);
    const { id, email, password } = await signedUpAs(page, "Lena");
    const deckUrl = await deckWeAlreadyHave({ id }, "The Leaving Deck");

    // Lena writes a word, then invites Milo, who joins as an editor.
    await page.goto(deckUrl);
    await page.getByRole("link", { name: /, no word yet$/ }).first().click();
    await page.getByLabel("The word", { exact: true }).fill("Lantern");
    await page.getByLabel("Who wrote it").selectOption({ label: "Mum" });
    await page.getByRole("button", { name: "Write the word" }).click();
    await page.getByText(/^Recorded by Lena/).waitFor();
    await page.goto(`${deckUrl}/members`);
    await page.getByLabel("Invite as").selectOption("EDITOR");
    await page.getByRole("button", { name: "Create invite link" }).click();
    const link = await page.getByLabel("New invite link").inputValue();
    const milo = await browser.visitor(baseUrl);
    await signedUpAs(milo, "Milo");
    await milo.goto(link);
    await milo.getByRole("button", { name: "Join The Leaving Deck" }).click();
    await milo.getByRole("heading", { name: "The Leaving Deck", exact: true }).waitFor();

    // The account page lists the deck Lena alone owns, with what can be done with it.
    await page.goto("/account");
    const leaving = page.getByRole("region", { name: "Delete your account" });
    await leaving.getByRole("heading", { name: "The Leaving Deck" }).waitFor();
    expect(await leaving.getByRole("button", { name: "Delete my account" }).count()).toBe(0);
    await expect(leaving.getByLabel(/^Hand it to/).locator("option:checked").textContent()).resolves.toBe("Milo (Editor)");
    await looked(page, "delete-account-decks");

    await leaving.getByRole("button", { name: "Make them the owner" }).click();
    await leaving.getByRole("status").filter({ hasText: "Milo is now an owner of The Leaving Deck." }).waitFor();
    await leaving.getByText("You don’t own any deck alone, so your account can be deleted.").waitFor();

    // Lena keeps her data: one file with her account and the deck she still owns.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Snap Legacy account \d{4}-\d{2}-\d{2}\.json$/);
    const file = path.join(downloads, "account.json");
    await download.saveAs(file);
    const data = JSON.parse(readFileSync(file, "utf8"));
    expect(data.account).toMatchObject({ name: "Lena", email });
    expect(data.decks.map((d: { deck: { name: string } }) => d.deck.name)).toEqual(["The Leaving Deck"]);
    expect(data.decks[0].events.map((e: { word: string; recordedBy: string }) => [e.word, e.recordedBy])).toEqual([["Lantern", "Lena"]]);

    // A wrong password is refused beside the field; the right one deletes the account.
    await leaving.getByLabel("Your password").fill("not my password");
    await leaving.getByRole("button", { name: "Delete my account" }).click();
    await leaving.getByText("That isn't your password. Nothing was deleted.").waitFor();
    await looked(page, "delete-account-confirm");
    await leaving.getByLabel("Your password").fill(password);
    await leaving.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Your account is deleted, and you are signed out. Thank you for playing, and goodbye.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    await looked(page, "goodbye");

    // Signed out for good: the account page sends to sign in, and the password no longer works.
    await page.goto("/account");
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("That email and password don't match an account.").waitFor();

    // Milo, now the deck's owner, still sees Lena's word, recorded by a former member.
    await milo.goto(`${deckUrl}/history`);
    await milo.getByText(/^Recorded by a former member/).waitFor();
    await milo.goto(`${deckUrl}/members`);
    await expect(milo.getByText("Lena").count()).resolves.toBe(0);
    await milo.context().close();
    await page.context().close();
  }, 180_000);
});
