import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };

let host: Page;
let deckUrl: string;

beforeAll(async () => {
  host = await browser.visitor(baseUrl);
  const mumAccount = await signedUpAs(host, "Mum");
  deckUrl = await deckWeAlreadyHave(mumAccount, "Online Night");
}, 120_000);

describe("Play online, from the deck", () => {
  it("is the play-on-screen chooser with “I am …” for the host, meets WCAG AA, and opens a room", async () => {
    await host.goto(`${deckUrl}/online/new`);
    await host.getByRole("heading", { name: "Play online" }).waitFor();
    await host.getByText("Classic Snap", { exact: true }).click();
    await host.getByRole("checkbox", { name: "Dad" }).check();
    const you = host.getByLabel("Which player are you?");
    expect(await you.locator("option").allTextContents()).toEqual(["I am Mum", "I am Dad", "I’m only hosting"]);
    expect(await you.locator("option:checked").textContent()).toBe("I am Mum");
    expect(await accessibilityViolations(host)).toEqual([]);
    await screenshot(host, "online-new");
    await host.getByRole("button", { name: "Open the room" }).click();
    await host.waitForURL(/\/online\/room[0-9a-f]+$/);
  });

  it("an online game needs a person: with nobody chosen it says so and won't open", async () => {
    await host.goto(`${deckUrl}/online/new`);
    await host.getByText("Table Snap", { exact: true }).click();
    await host.getByRole("checkbox", { name: "Mum" }).uncheck();
    await host.getByRole("button", { name: "Add a bot" }).click();
    await expect(host.getByRole("alert").filter({ hasText: "needs at least one person" }).isVisible()).resolves.toBe(true);
    expect(await host.getByRole("button", { name: "Open the room" }).isDisabled()).toBe(true);
  });
});

describe("Join a game, without an account", () => {
  it("takes the code as typed (small letters, spaces) and answers an unknown code kindly, on a phone", async () => {
    const guest = await browser.visitor(baseUrl, PHONE);
    await guest.goto("/join");
    expect(await accessibilityViolations(guest)).toEqual([]);
    await guest.getByLabel("The room’s code").fill("zz9 zz9");
    await guest.getByRole("button", { name: "Join" }).click();
    await guest.waitForURL(/\/join\/ZZ9ZZ9$/);
    await guest.getByRole("heading", { name: "No game with that code" }).waitFor();
    expect(await accessibilityViolations(guest)).toEqual([]);
    await screenshot(guest, "join-unknown-code");
  });

  it("says how long a code is before asking the server", async () => {
    const guest = await browser.visitor(baseUrl, PHONE);
    await guest.goto("/join");
    await guest.getByLabel("The room’s code").fill("AB");
    await guest.getByRole("button", { name: "Join" }).click();
    await guest.getByText("A room’s code has 6 letters and digits").waitFor();
    expect(guest.url()).toMatch(/\/join$/);
  });
});
