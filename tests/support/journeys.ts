import type { Page } from "playwright-core";

/** Signs up through the real form, as a person would, and waits for "Your decks". */
export async function signUpAs(page: Page, name: string): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = `${name} likes snap`;
  await page.goto("/sign-up");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Your decks" }).waitFor();
  return { email, password };
}
