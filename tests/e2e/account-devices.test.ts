import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { signUpAs } from "../support/journeys";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Your decks" }).waitFor();
}

const devicesOn = (page: Page) => page.getByRole("region", { name: "Signed-in devices" });

describe("the devices an account is signed in on, and its password", () => {
  it("lists both devices, signs the other one out, changes the password, and signs in with the new one", async () => {
    const laptop = await browser.visitor(baseUrl);
    const { email, password } = await signUpAs(laptop, "Lena");
    const phone = await browser.visitor(baseUrl, PHONE);
    await signIn(phone, email, password);

    await laptop.goto("/account");
    const devices = devicesOn(laptop);
    await expect(devices.getByRole("listitem").count()).resolves.toBe(2);
    await expect(devices.getByText("This device").count()).resolves.toBe(1);
    for (const item of await devices.getByRole("listitem").allTextContents()) {
      expect(item).toMatch(/^Chrome on Linux.*Signed in on \d+ \w+ \d{4}, last used in the last few minutes/);
    }
    expect(await accessibilityViolations(laptop)).toEqual([]);
    await screenshot(laptop, "account-devices");

    // The only "Sign out" button in the list is the other device's (this one has none).
    await devices.getByRole("button", { name: /^Sign out Chrome on Linux/ }).click();
    await laptop.getByRole("status").filter({ hasText: "That device is signed out." }).waitFor();
    await devices.getByText("No other device is signed in.").waitFor();
    await expect(devices.getByRole("listitem").count()).resolves.toBe(1);

    await phone.goto("/decks");
    await phone.waitForURL(/\/sign-in\?callbackUrl=%2Fdecks/);
    await phone.context().close();

    const form = laptop.getByRole("region", { name: "Password" });
    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password", { exact: true }).fill("lena's new password");
    await form.getByLabel("New password again").fill("lena's new password");
    await form.getByRole("button", { name: "Change my password" }).click();
    await form.getByText("That isn't your current password.").waitFor();
    expect(await accessibilityViolations(laptop)).toEqual([]);
    await screenshot(laptop, "account-password-wrong");

    await form.getByLabel("Current password").fill(password);
    await form.getByRole("button", { name: "Change my password" }).click();
    await laptop.getByRole("status").filter({ hasText: "Your password is changed." }).waitFor();
    await expect(form.getByLabel("Current password").inputValue()).resolves.toBe("");

    // This device stayed signed in; the new password signs a new device in, and the old one doesn't.
    await laptop.goto("/decks");
    await laptop.getByRole("heading", { name: "Your decks" }).waitFor();
    const newPhone = await browser.visitor(baseUrl, PHONE);
    await newPhone.goto("/sign-in");
    await newPhone.getByLabel("Email").fill(email);
    await newPhone.getByLabel("Password").fill(password);
    await newPhone.getByRole("button", { name: "Sign in" }).click();
    await newPhone.getByText("That email and password don't match an account.").waitFor();
    await signIn(newPhone, email, "lena's new password");

    await newPhone.goto("/account");
    await expect(devicesOn(newPhone).getByRole("listitem").count()).resolves.toBe(2);
    expect(await accessibilityViolations(newPhone)).toEqual([]);
    await screenshot(newPhone, "account-devices-phone");
    const signOutOne = devicesOn(newPhone).getByRole("button", { name: /^Sign out Chrome on Linux/ });
    expect((await signOutOne.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    await laptop.goto("/account");
    await devicesOn(laptop).getByRole("button", { name: "Sign out all other devices" }).click();
    await laptop.getByRole("status").filter({ hasText: "Every other device is signed out." }).waitFor();
    await newPhone.goto("/decks");
    await newPhone.waitForURL(/\/sign-in\?callbackUrl=%2Fdecks/);
    await newPhone.context().close();
    await laptop.context().close();
  });
});
