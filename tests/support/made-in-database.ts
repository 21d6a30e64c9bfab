// A family made straight in the shared app's database, for a browser test whose subject is not
// signing up or making a deck: the account by the app's own sign-up (lib/auth/sign-up), signed in
// on the page's browser with a session started as next-auth's sign-in starts one
// (lib/auth/start-session, lib/auth/options.ts); the deck by the app's own lib/decks/create-deck.
// Through the forms, each is two page visits (and two password hashes for an account): most tests
// only need someone signed in with a deck. sign-in.test.ts and deck-journey.test.ts click through
// signing up, deck-journey.test.ts and forms-on-a-phone.test.ts making a deck, as a person does.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { SESSION_MAX_AGE_S } from "@/lib/auth/check-session";
import { signUp } from "@/lib/auth/sign-up";
import { startSession } from "@/lib/auth/start-session";
import { createDeck } from "@/lib/decks/create-deck";
import { PLAYER_COLOURS } from "@/lib/decks/player-colours";
import { newCredentials } from "./credentials";

/** An account made here: its id, and the email and password that sign in to it through the form. */
export interface MadeAccount {
  id: string;
  email: string;
  password: string;
}

/** next-auth's session cookie on an http:// address (its name is __Secure-… on https://). */
const SESSION_COOKIE = "next-auth.session-token";

/** Runs `work` on the shared app's database: lib/db/client reads the address at each use. */
async function onTheSharedDatabase<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = inject("databaseUrl");
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
}

/** Makes an account for `name` with the app's own sign-up, in the database lib/db/client is on. */
export async function makeAccount(name: string): Promise<MadeAccount> {
  const { email, password } = newCredentials(name);
  const made = await signUp({ name, email, password });
  if (!made.ok) throw new Error(`Could not make ${name}'s account: ${JSON.stringify(made.errors)}`);
  return { id: made.userId, email, password };
}

/**
 * Makes an account for `name` and signs this page's browser into it on the shared app, with the
 * email and password signUpAs would give (the sign-in form takes them). The page stays where it is.
 */
export async function signedUpAs(page: Page, name: string): Promise<MadeAccount> {
  const account = await onTheSharedDatabase(() => makeAccount(name));
  await signedInAs(page, { ...account, name });
  return account;
}

/** Signs this page's browser into an account already in the shared app's database. The page stays where it is. */
export async function signedInAs(page: Page, account: { id: string; email: string; name: string }): Promise<void> {
  const sid = await onTheSharedDatabase(() => startSession(account.id));
  if (sid === null) throw new Error(`${account.name}'s account is gone: no session can start.`);
  const token = await encode({ token: { name: account.name, email: account.email, sub: account.id, sid }, secret: inject("sessionSecret"), maxAge: SESSION_MAX_AGE_S });
  await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: inject("baseUrl"), httpOnly: true, sameSite: "Lax" }]);
}

/**
 * A standard deck of `owner`'s for Mum and Dad, as the new-deck form makes it for a family who
 * already has one ("We already have a deck"): its address, as makeDeckWeAlreadyHave returns it.
 * Its words page (`<address>/import`) is where the form would have landed.
 */
export async function deckWeAlreadyHave(owner: { id: string }, name: string): Promise<string> {
  const players = ["Mum", "Dad"].map((player, i) => ({ name: player, colour: PLAYER_COLOURS[i]! }));
  const input = { requestKey: randomUUID(), name, composition: { kind: "standard", missing: [] }, players, start: "existing" };
  const { deckId } = await onTheSharedDatabase(() => createDeck(owner.id, input));
  return `${inject("baseUrl")}/decks/${deckId}`;
}
