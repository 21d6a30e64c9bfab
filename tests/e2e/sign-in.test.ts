import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { UNREACHABLE } from "@/app/_components/call-server";
import { startApp, type RunningApp } from "../support/app-server";
import { accessibilityViolations, screenshot, browserForThisFile } from "../support/browser";
import { createDatabase, dropDatabase } from "../support/database-server";
import { freePort } from "../support/free-port";
import { signUpAs } from "../support/journeys";

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

  it("signing up or in with no connection says nothing was changed, and works when tried again", async () => {
    const page = await browser.visitor(baseUrl);
    const email = `otto.${Date.now()}@example.com`;
    await page.goto("/sign-up");
    await page.getByLabel("Your name").fill("Otto");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("orange marmalade");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("alert").filter({ hasText: UNREACHABLE }).waitFor();
    expect(await page.getByRole("button", { name: "Create account" }).isEnabled()).toBe(true);
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Start a family deck" }).waitFor();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("orange marmalade");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: UNREACHABLE }).waitFor();
    expect(await page.getByRole("button", { name: "Sign in" }).isEnabled()).toBe(true);
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    await expect(page.getByRole("navigation", { name: "Account" }).textContent()).resolves.toContain("Otto");
    await page.context().close();
  });
});

describe("where signing in sends you", () => {
  it("stays on this site when the link's callbackUrl points elsewhere, and an own-site address is kept", async () => {
    const page = await browser.visitor(baseUrl);
    const { email, password } = await signUpAs(page, "Hana");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Start a family deck" }).waitFor();

    await page.goto("/sign-in?callbackUrl=/%09/evil.example/phish");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/decks`);

    // Already signed in, the sign-in page sends you straight on: the same check applies.
    for (const callbackUrl of ["/%09/evil.example/phish", "/%0a/evil.example", "//evil.example", "/%5Cevil.example", "https://evil.example/", "javascript:alert(1)"]) {
      const response = await page.goto(`/sign-in?callbackUrl=${callbackUrl}`);
      expect(response?.status(), callbackUrl).toBe(200);
      expect(page.url(), callbackUrl).toBe(`${baseUrl}/decks`);
    }
    await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(`${baseUrl}/decks/new`)}`);
    expect(page.url()).toBe(`${baseUrl}/decks/new`);
    await page.context().close();
  });

  it("a stolen session cookie stops working after sign-out", async () => {
    const page = await browser.visitor(baseUrl);
    await signUpAs(page, "Ivo");
    const thief = await browser.visitor(baseUrl);
    await thief.context().addCookies(await page.context().cookies());
    await thief.goto("/decks");
    await thief.getByRole("heading", { name: "Your decks" }).waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Start a family deck" }).waitFor();

    await thief.goto("/decks");
    await thief.waitForURL(/\/sign-in\?callbackUrl=%2Fdecks/);
    await page.context().close();
    await thief.context().close();
  });
});

/**
 * Sign-in over HTTP with whatever X-Forwarded-For the client likes, as a script would send it. On an
 * app of its own, so the addresses it slows down don't slow the other browser tests.
 */
describe("slowing down failed sign-ins on a server with no proxy in front", () => {
  let app: RunningApp;
  let databaseUrl: string;
  const adminUrl = inject("adminDatabaseUrl");

  beforeAll(async () => {
    // A database of its own on the shared app's PostgreSQL server.
    databaseUrl = await createDatabase(adminUrl, { migrate: false });
    app = await startApp({
      name: "e2e-throttle-app",
      port: await freePort(),
      env: {
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET: "e2e-throttle-secret",
        NEXTAUTH_URL: undefined,
        TRUST_PROXY: undefined,
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
  });

  async function signIn(email: string, password: string, forwardedFor: string): Promise<string | null> {
    const csrf = await fetch(`${app.baseUrl}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const response = await fetch(`${app.baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": forwardedFor },
      body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
      redirect: "manual",
    });
    const { url } = (await response.json()) as { url: string };
    return new URL(url).searchParams.get("error");
  }

  it("twenty wrong passwords, each with a different X-Forwarded-For, are slowed down all the same", async () => {
    const errors: (string | null)[] = [];
    for (let i = 0; i < 20; i++) errors.push(await signIn("nobody@example.com", `guess ${i}`, `10.0.${i}.1`));
    expect(errors.slice(0, 5)).toEqual(Array(5).fill("That email and password don't match an account."));
    for (const error of errors.slice(5)) expect(error).toMatch(/^Too many attempts\. Please wait \d+ seconds/);

    // Counted against the connection's own address, which the server stamped: not a header's.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ address: string }>("SELECT DISTINCT address FROM sign_in_failures");
      expect(rows.map((r) => r.address)).toEqual([expect.stringMatching(/^(127\.0\.0\.1|0:0:0:0::\/64)$/)]);
    } finally {
      await client.end();
    }
  });
});
