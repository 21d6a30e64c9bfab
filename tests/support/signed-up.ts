// An account for a browser test whose subject is not signing up: made by the app's own sign-up
// (lib/auth/sign-up) in the shared app's database, and signed in on the page's browser with a
// session started as next-auth's sign-in starts one (lib/auth/start-session, lib/auth/options.ts).
// Signing up through the form is two page visits and two password hashes on the app: most tests
// only need someone signed in. sign-in.test.ts clicks through signing up, as a person does.
import { encode } from "next-auth/jwt";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { SESSION_MAX_AGE_S } from "@/lib/auth/check-session";
import { signUp } from "@/lib/auth/sign-up";
import { startSession } from "@/lib/auth/start-session";

/** next-auth's session cookie on an http:// address (its name is __Secure-… on https://). */
const SESSION_COOKIE = "next-auth.session-token";

/**
 * Makes an account for `name` and signs this page's browser into it on the shared app, with the
 * email and password signUpAs would give (signInAs works with them). The page stays where it is.
 */
export async function signedUpAs(page: Page, name: string): Promise<{ email: string; password: string }> {
  // lib/db/client reads the address at each use: the shared app's database, whatever the worker had.
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = inject("databaseUrl");
  try {
    return await signUpAndSignIn(page, name);
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
}

async function signUpAndSignIn(page: Page, name: string): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = `${name} likes snap`;
  const made = await signUp({ name, email, password });
  if (!made.ok) throw new Error(`Could not make ${name}'s account: ${JSON.stringify(made.errors)}`);
  const sid = await startSession(made.userId);
  if (sid === null) throw new Error(`${name}'s account was gone before its session started.`);
  const token = await encode({ token: { name, email, sub: made.userId, sid }, secret: inject("sessionSecret"), maxAge: SESSION_MAX_AGE_S });
  await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: inject("baseUrl"), httpOnly: true, sameSite: "Lax" }]);
  return { email, password };
}
