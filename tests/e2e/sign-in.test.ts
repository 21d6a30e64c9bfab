import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, screenshot, browserForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

describe("a family member's account", () => {
  it("signs up, signs out, signs in again, and is sent back to a protected page after signing in", async () => {
    const page = await browser.visitor(baseUrl);
    const email = `grace.${Date.now()}@example.com`;

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("deck your family writes on");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "landing");

    await page.getByRole("link", { name: "Start a family deck" }).click();
    await page.getByRole("heading", { name: "Create an account" }).waitFor();
    await page.getByLabel("Your name").fill("Grace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Use at least 8 characters.").isVisible()).resolves.toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "sign-up-error");

    await page.getByLabel("Password").fill("marmalade sandwich");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    await expect(page.getByRole("navigation", { name: "Account" }).textContent()).resolves.toContain("Grace");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "your-decks");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Start a family deck" }).waitFor();

    await page.goto("/decks");
    await page.waitForURL(/\/sign-in\?callbackUrl=%2Fdecks/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("That email and password don't match an account.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "sign-in-error");

    await page.getByLabel("Password").fill("marmalade sandwich");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/decks");
    await page.context().close();
  });

  it("gets an unknown email the same message as a wrong password", async () => {
    const page = await browser.visitor(baseUrl);
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByLabel("Password").fill("whatever it is");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("That email and password don't match an account.").waitFor();
    await page.context().close();
  });
});
