import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { makeDeckWeAlreadyHave, signUpAs } from "../support/journeys";
import { appThatSendsEmail } from "../support/mail-app";

const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

function linkIn(text: string | undefined, pattern: RegExp): string {
  const link = pattern.exec(text ?? "")?.[0];
  if (!link) throw new Error(`The email has no link like ${pattern}: ${text}`);
  return link;
}

/** The account page's part with this heading. */
const part = (page: Page, heading: string) => page.getByRole("region", { name: heading });

/** On an app of its own, started with SMTP_URL pointing at a mail server this test reads. */
describe("your name, your email and invitations, on an app that sends email", () => {
  const running = appThatSendsEmail("e2e-account-profile-app");

  it("changes the name (the header shows it at once), then the email through the link sent to the new address", async () => {
    const page = await browser.visitor(running.app.baseUrl, PHONE);
    const { email, password } = await signUpAs(page, "Rosa");
    await page.goto("/account");
    await part(page, "Your name").getByLabel("Your name").fill("Grandma Rosa");
    await part(page, "Your name").getByRole("button", { name: "Save name" }).click();
    await page.getByRole("status").filter({ hasText: "Saved: you are Grandma Rosa now." }).waitFor();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Account (Grandma Rosa)" }).waitFor();

    const newEmail = `rosa.new.${Date.now()}@example.com`;
    const emailPart = part(page, "Email");
    await expect(emailPart.textContent()).resolves.toContain(email);
    await emailPart.getByLabel("New email address").fill(newEmail);
    await emailPart.getByLabel("Current password").fill("not my password");
    await emailPart.getByRole("button", { name: "Send a confirmation link" }).click();
    await emailPart.getByText("That isn't your current password.").waitFor();

    await emailPart.getByLabel("Current password").fill(password);
    await emailPart.getByRole("button", { name: "Send a confirmation link" }).click();
    await emailPart.getByRole("status").filter({ hasText: `Sent to ${newEmail}. Until its link is opened, keep signing in with ${email}.` }).waitFor();
    await emailPart.getByText(`We sent a link to ${newEmail}. Your address changes when it is opened`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "account-profile-phone");

    const notice = await running.mail.nextMailTo(email);
    expect(notice.text).toContain(newEmail);
    const link = linkIn((await running.mail.nextMailTo(newEmail)).text, /https?:\/\/\S+\/account\/confirm-email\?token=[A-Za-z0-9_-]+/);
    expect(link.startsWith(`${running.app.baseUrl}/account/confirm-email?token=`)).toBe(true);

    // Opened from the new inbox on a device where nobody is signed in.
    const inbox = await browser.visitor(running.app.baseUrl, PHONE);
    await inbox.goto(link);
    await inbox.getByRole("heading", { name: "Confirm your new email address" }).waitFor();
    await inbox.getByText(`for Grandma Rosa's Snap Legacy account`).waitFor();
    expect(await accessibilityViolations(inbox)).toEqual([]);
    await screenshot(inbox, "confirm-email-phone");
    await inbox.getByRole("button", { name: "Use this address" }).click();
    await inbox.getByRole("heading", { name: "Your email address has changed" }).waitFor();
    expect(await accessibilityViolations(inbox)).toEqual([]);
    await inbox.goto(link);
    await inbox.getByRole("alert").filter({ hasText: "already been used" }).waitFor();
    expect(await inbox.getByRole("button", { name: "Use this address" }).count()).toBe(0);
    await inbox.context().close();

    await page.goto("/account");
    await expect(part(page, "Email").textContent()).resolves.toContain(`Your address is ${newEmail}`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" }).waitFor();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(newEmail);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    await page.context().close();
  });

  it("invites someone by email from the members page, and the link in the email joins the deck", async () => {
    const page = await browser.visitor(running.app.baseUrl, DESKTOP);
    await signUpAs(page, "Olive");
    const deckUrl = await makeDeckWeAlreadyHave(page, "Olive's kitchen deck");
    await page.goto(`${deckUrl}/members`);
    const guestEmail = `gus.${Date.now()}@example.com`;
    await page.getByLabel("Email it to (optional)").fill(guestEmail);
    await page.getByRole("button", { name: "Create invite link" }).click();
    await page.getByRole("status").filter({ hasText: `We emailed the link to ${guestEmail}.` }).waitFor();
    const shown = await page.getByLabel("New invite link").inputValue();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "invite-by-email-desktop");

    const invitation = await running.mail.nextMailTo(guestEmail);
    expect(invitation.subject).toBe("Olive invited you to the deck “Olive's kitchen deck” on Snap Legacy");
    const link = linkIn(invitation.text, /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/);
    expect(link).toBe(shown);

    const guest = await browser.visitor(running.app.baseUrl, PHONE);
    await signUpAs(guest, "Gus");
    await guest.goto(link);
    await guest.getByRole("heading", { name: "Join Olive's kitchen deck" }).waitFor();
    await guest.context().close();

    await page.goto("/account");
    await part(page, "Email").getByLabel("New email address").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "account-profile-desktop");
    await page.context().close();
  });
});

describe("on an app that can't send email", () => {
  it("the email part says so and offers no form, and the invite form has no email field", async () => {
    const page = await browser.visitor(inject("baseUrl"), PHONE);
    await signUpAs(page, "Nan");
    await page.goto("/account");
    await part(page, "Email").getByText("can't send email, so it can't confirm a new address").waitFor();
    expect(await part(page, "Email").getByLabel("New email address").count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "account-profile-no-email-phone");

    const deckUrl = await makeDeckWeAlreadyHave(page, "Nan's deck");
    await page.goto(`${deckUrl}/members`);
    await page.getByRole("button", { name: "Create invite link" }).waitFor();
    expect(await page.getByLabel("Email it to (optional)").count()).toBe(0);
    await page.context().close();
  });
});
