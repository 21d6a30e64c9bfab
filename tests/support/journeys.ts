import type { Page } from "playwright-core";
import { pageReady } from "./browser";
import { newCredentials } from "./credentials";

/** Signs up through the real form, as a person would, and waits for "Your decks". */
export async function signUpAs(page: Page, name: string): Promise<{ email: string; password: string }> {
  const { email, password } = newCredentials(name);
  await page.goto("/sign-up");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Your decks" }).waitFor();
  return { email, password };
}

/**
 * Makes a standard deck for Mum and Dad through the real form, as a family who already has a deck
 * would ("We already have a deck"), and returns its address (the words page is left unfilled).
 */
export async function makeDeckWeAlreadyHave(page: Page, name: string): Promise<string> {
  await page.goto("/decks/new");
  await page.getByLabel("Deck name").fill(name);
  await page.getByLabel("Player 1 name").fill("Mum");
  await page.getByLabel("Player 2 name").fill("Dad");
  await page.getByText("We already have a deck").click();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.waitForURL(/\/import$/);
  return page.url().replace(/\/import$/, "");
}

/**
 * On a deck's page, opens its one main action, Play, and follows one of the ways to play it
 * ("Play on this device", "Play online", "Play at the real table").
 */
export async function playThisDeck(page: Page, way: string): Promise<void> {
  await pageReady(page);
  const deck = page.getByRole("navigation", { name: "Deck" });
  await deck.getByRole("button", { name: "Play", exact: true }).click();
  await deck.getByRole("link", { name: way, exact: true }).click();
}

/** On a deck's page, unfolds its cards: every card of the filter shown, not just the first few. */
export async function showAllCards(page: Page): Promise<void> {
  await pageReady(page);
  await page.getByRole("button", { name: /^Show all \d+ / }).click();
  await page.getByRole("button", { name: "Show fewer cards" }).waitFor();
}
