import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { signUpAs } from "../support/journeys";
import { appThatSendsEmail } from "../support/mail-app";
import { resetLinkIn } from "../support/test-mail-server";

const browser = browserForThisFile();

/** On an app of its own, started with SMTP_URL pointing at a mail server this test reads. */
describe("a forgotten password, on an app that sends email", () => {
  const running = appThatSendsEmail("e2e-mail-app");

  it("asks for a link, opens it from the email, sets a new password and is signed in with it", async () => {
    const setUp = await browser.visitor(running.app.baseUrl);
    const { email } = await signUpAs(setUp, "Rosa");
    await setUp.getByRole("button", { name: "Sign out" }).click();
    await setUp.context().close();

    const page = await browser.visitor(running.app.baseUrl, { width: 390, height: 780 });
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByRole("status").filter({ hasText: "If an account uses that address, we've sent it a link" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "forgot-password-sent");

    const link = resetLinkIn((await running.mail.nextMailTo(email)).text);
    expect(link.startsWith(`${running.app.baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByLabel("New password again").fill("a brand new passwort");
    await page.getByRole("button", { name: "Set my new password" }).click();
    await page.getByText("The two passwords aren't the same.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reset-password-mismatch");

    await page.getByLabel("New password again").fill("a brand new password");
    await page.getByRole("button", { name: "Set my new password" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    await expect(page.getByRole("navigation", { name: "Account" }).textContent()).resolves.toContain("Rosa");

    // The link worked once: opened again, it says so instead of offering the form.
    await page.goto(link);
    await page.getByRole("alert").filter({ hasText: "already been used" }).waitFor();
    expect(await page.getByRole("button", { name: "Set my new password" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("an address with no account gets the same answer", async () => {
    const page = await browser.visitor(running.app.baseUrl);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByRole("status").filter({ hasText: "If an account uses that address, we've sent it a link" }).waitFor();
    await page.context().close();
  });
});

describe("a forgotten password, on an app that can't send email", () => {
  it("says so plainly, and how whoever runs the app can make a link", async () => {
    const page = await browser.visitor(inject("baseUrl"));
    await page.goto("/forgot-password");
    await page.getByText("can't send email").waitFor();
    await expect(page.getByText("npm run reset-link -- your@email.address").isVisible()).resolves.toBe(true);
    expect(await page.getByRole("button", { name: "Send me a link" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "forgot-password-no-email");
    await page.context().close();
  });
});
