import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, screenshot, browserForThisFile } from "../support/browser";
import { showAllCards, signUpAs } from "../support/journeys";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

describe("a family's legacy deck", () => {
  it("is made with the twelve-card setup for three players, shows its words and each card's story, and an invited editor writes on a card", async () => {
    const page = await browser.visitor(baseUrl);
    await signUpAs(page, "Olive");

    await page.getByRole("link", { name: "New deck" }).click();
    await page.getByRole("heading", { name: "A new legacy deck" }).waitFor();
    await page.getByLabel("Deck name").fill("The Kitchen Deck");
    await page.getByLabel("Player 1 name").fill("Mum");
    await page.getByLabel("Player 2 name").fill("Dad");
    await page.getByRole("button", { name: "Add a player" }).click();
    await page.getByLabel("Player 3 name").fill("Sam");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "new-deck");
    await page.getByRole("button", { name: "Make the deck" }).click();

    await page.getByRole("heading", { name: "The twelve-card setup" }).waitFor();
    await screenshot(page, "setup-players");
    const written: string[] = [];
    for (const player of ["Mum", "Dad", "Sam"]) {
      await page.getByRole("button", { name: `${player}’s turn` }).click();
      await page.getByRole("heading", { name: `Pass the device to ${player}` }).waitFor();
      const fields = page.getByLabel(/^Word for the /);
      expect(await fields.count()).toBe(4);
      for (let i = 0; i < 4; i++) {
        const word = `${player} ${["Rocket", "Teapot", "Pancake", "Wombat"][i]}`;
        written.push(word);
        await fields.nth(i).fill(word);
      }
      if (player === "Mum") {
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, "setup-turn");
      }
      await page.getByRole("button", { name: `Save ${player}’s words` }).click();
      await page.getByRole("button", { name: `${player}’s turn` }).waitFor({ state: "detached" });
    }
    await page.getByText("The deck is ready to play!").waitFor();
    await page.getByRole("link", { name: "See the deck" }).click();

    await page.getByRole("heading", { name: "The Kitchen Deck" }).waitFor();
    const filters = page.getByRole("navigation", { name: "Filter cards" });
    expect(await filters.getByRole("link").allTextContents()).toEqual(["52 cards", "12 with words", "40 blank"]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page");
    await showAllCards(page);
    for (const word of written) {
      expect(await page.getByRole("link", { name: `with the word “${word}”` }).count()).toBe(1);
    }

    await filters.getByRole("link", { name: "12 with words" }).click();
    await page.waitForURL(/show=words/);
    await showAllCards(page);
    expect(await page.getByRole("link", { name: /no word yet/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /with the word/ }).count()).toBe(12);

    await page.getByRole("link", { name: `with the word “${written[5]}”` }).click();
    await page.getByRole("heading", { name: "This card’s story" }).waitFor();
    await expect(page.getByText(`wrote at the setup “${written[5]}”`).isVisible()).resolves.toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "card-story");

    // A new player joins the family's deck.
    await page.getByRole("link", { name: "The Kitchen Deck" }).click();
    await page.getByLabel("New player’s name").fill("Gran");
    await page.getByRole("button", { name: "Add player" }).click();
    await page.getByText("Gran joins the players.").waitFor();
    await page.getByRole("button", { name: "Gran: options" }).waitFor();

    // Invite a second person, who joins as an editor and writes on a card.
    await page.getByRole("link", { name: "Members" }).click();
    await page.getByLabel("Invite as").selectOption("EDITOR");
    await page.getByRole("button", { name: "Create invite link" }).click();
    const link = await page.getByLabel("New invite link").inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "members");

    const uncle = await browser.visitor(baseUrl);
    await signUpAs(uncle, "Uncle");
    await uncle.goto(link);
    await uncle.getByRole("button", { name: "Join The Kitchen Deck" }).click();
    await uncle.getByRole("heading", { name: "The Kitchen Deck", exact: true }).waitFor();
    await expect(uncle.getByText("Editor", { exact: true }).isVisible()).resolves.toBe(true);
    const blank = uncle.getByRole("link", { name: /, no word yet$/ }).first();
    const cardName = (await blank.locator("svg").getAttribute("aria-label"))!.replace(/, no word yet$/, "");
    await blank.click();
    await uncle.getByRole("heading", { name: "Write on this card" }).waitFor();
    await uncle.getByLabel("The word", { exact: true }).fill("Harmonica");
    await uncle.getByLabel("Who wrote it").selectOption({ label: "Gran" });
    await uncle.getByRole("button", { name: "Write the word" }).click();
    await uncle.getByText(`“Harmonica” is now written on the ${cardName}.`).waitFor();
    await uncle.getByText("Gran entered from the real deck “Harmonica”").waitFor();
    await uncle.getByText(/^Recorded by Uncle/).waitFor();
    await screenshot(uncle, "editor-wrote");
    await uncle.context().close();
    await page.context().close();
  });
});
