import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, screenshot, browserForThisFile } from "../support/browser";
import { signUpAs } from "../support/journeys";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

describe("a family's legacy deck", () => {
  it("is made with the twelve-card setup for three players, shows its words and each card's story", async () => {
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
    const wordsWritten = page.getByText("Words written").locator("xpath=following-sibling::dd");
    expect(await wordsWritten.textContent()).toBe("12");
    for (const word of written) {
      expect(await page.getByRole("link", { name: `with the word “${word}”` }).count()).toBe(1);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page");

    await page.getByRole("link", { name: "With words" }).click();
    await page.waitForURL(/show=words/);
    expect(await page.getByRole("link", { name: /no word yet/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /with the word/ }).count()).toBe(12);

    await page.getByRole("link", { name: `with the word “${written[5]}”` }).click();
    await page.getByRole("heading", { name: "This card’s story" }).waitFor();
    await expect(page.getByText(`wrote at the setup “${written[5]}”`).isVisible()).resolves.toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "card-story");
    await page.context().close();
  });
});
