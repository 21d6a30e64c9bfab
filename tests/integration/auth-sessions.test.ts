import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { signUp } from "@/lib/auth/sign-up";
import { AuthEndpoints } from "./auth-endpoints";

async function signedIn(email: string, password: string) {
  const result = await signUp({ name: "Fay", email, password });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const browser = new AuthEndpoints();
  expect(await browser.signIn(email, password)).toEqual({ ok: true, error: null });
  expect(await browser.sessionUserId()).toBe(result.userId);
  return { browser, userId: result.userId };
}

describe("signing out ends the session on the server", () => {
  it("a stolen session cookie stops working after sign-out", async () => {
    const { browser } = await signedIn("fay@example.com", "fay's password");
    const thief = new AuthEndpoints();
    for (const [name, value] of browser.cookies) thief.cookies.set(name, value);
    expect(await thief.sessionUserId()).not.toBeNull();

    await browser.signOut();

    expect(await browser.sessionUserId()).toBeNull();
    expect(await thief.sessionUserId()).toBeNull();
  });

  it("signing in again after signing out gives a session that works", async () => {
    const { browser, userId } = await signedIn("gil@example.com", "gil's password");
    await browser.signOut();
    expect(await browser.signIn("gil@example.com", "gil's password")).toEqual({ ok: true, error: null });
    expect(await browser.sessionUserId()).toBe(userId);
  });

  it("an ended session replayed to sign out again doesn't end the newer one", async () => {
    const { browser, userId } = await signedIn("hal@example.com", "hal's password");
    const oldCopy = new AuthEndpoints();
    for (const [name, value] of browser.cookies) oldCopy.cookies.set(name, value);
    await browser.signOut();
    await browser.signIn("hal@example.com", "hal's password");

    await oldCopy.signOut();

    expect(await browser.sessionUserId()).toBe(userId);
  });

  it("a session whose account is gone counts as signed out", async () => {
    const { browser, userId } = await signedIn("ida@example.com", "ida's password");
    await db.user.delete({ where: { id: userId } });
    expect(await browser.sessionUserId()).toBeNull();
  });
});
