import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changeNameAction } from "@/app/account/actions/change-name";
import { confirmEmailChangeAction } from "@/app/account/actions/confirm-email-change";
import { requestEmailChangeAction } from "@/app/account/actions/request-email-change";
import { createInviteAction } from "@/app/decks/[deckId]/members/actions/create-invite";
import { CHANGE_LINK_UNKNOWN } from "@/lib/accounts/confirm-email-change";
import { getCurrentUser } from "@/lib/auth/session";
import { signUp } from "@/lib/auth/sign-up";
import { db } from "@/lib/db/client";
import { startTestMailServer, type TestMailServer } from "../support/test-mail-server";
import { makeDeck } from "./deck-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
// Outside a request, the request's headers are a client's of our own.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ host: "localhost:3000", "x-snap-legacy-peer-address": "192.0.2.7" }) }));
const signedIn = vi.mocked(getCurrentUser);

let mail: TestMailServer;
let user: { id: string; name: string; email: string; timeZone: string | null };
let accounts = 0;

beforeAll(async () => {
  mail = await startTestMailServer();
  process.env.SMTP_URL = mail.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await mail.close();
});

beforeEach(async () => {
  accounts += 1;
  const email = `amy.${accounts}@example.com`;
  const created = await signUp({ name: "Amy", email, password: "amy's password" });
  if (!created.ok) throw new Error("sign-up failed");
  user = { id: created.userId, name: "Amy", email, timeZone: null };
  signedIn.mockResolvedValue(user);
});

describe("the account's actions", () => {
  it("ask who is asking first: signed out, nothing changes and nothing is sent", async () => {
    signedIn.mockResolvedValue(null);
    expect(await changeNameAction({ name: "Mallory" })).toMatchObject({ ok: false, status: 401 });
    expect(await requestEmailChangeAction({ email: "mallory@example.com", password: "amy's password" })).toMatchObject({ ok: false, status: 401 });
    const { deckId } = await makeDeck(user.id);
    expect(await createInviteAction({ deckId, role: "OWNER", expiresInDays: 7, emailTo: "mallory@example.com" })).toMatchObject({ ok: false, status: 401 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("Amy");
    expect(await db.emailChange.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(0);
  });

  it("refuse a body that isn't a form's fields with a 400, and bad fields beside their fields", async () => {
    expect(await changeNameAction("Mallory" as never)).toMatchObject({ ok: false, status: 400 });
    expect(await changeNameAction({ name: "" })).toMatchObject({ ok: false, status: 400, fields: { name: "Tell us your name." } });
    expect(await requestEmailChangeAction({ email: "nope", password: "amy's password" })).toMatchObject({
      ok: false,
      status: 400,
      fields: { email: "That doesn't look like an email address." },
    });
    expect(await requestEmailChangeAction({ email: "amy.new@example.com", password: "wrong" })).toMatchObject({
      ok: false,
      status: 400,
      fields: { password: "That isn't your current password." },
    });
  });

  it("change the signed-in account's name, and send its email change link", async () => {
    expect(await changeNameAction({ name: "Auntie Amy" })).toEqual({ ok: true, data: { name: "Auntie Amy" } });
    expect(await requestEmailChangeAction({ email: "amy.new@example.com", password: "amy's password" })).toEqual({
      ok: true,
      data: { newEmail: "amy.new@example.com" },
    });
    await mail.nextMailTo("amy.new@example.com");
  });

  it("confirming a link needs no session, and an unknown link is refused with its reason", async () => {
    signedIn.mockResolvedValue(null);
    expect(await confirmEmailChangeAction({ token: "x".repeat(43) })).toMatchObject({ ok: false, status: 400, error: CHANGE_LINK_UNKNOWN });
  });
});
