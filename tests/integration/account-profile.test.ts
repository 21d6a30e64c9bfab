import { describe, expect, it } from "vitest";
import { changeName } from "@/lib/accounts/change-name";
import {
  ADDRESS_TAKEN,
  CHANGE_LINK_EXPIRED,
  CHANGE_LINK_UNKNOWN,
  CHANGE_LINK_USED,
  confirmEmailChange,
  emailChangeLink,
} from "@/lib/accounts/confirm-email-change";
import { WRONG_CURRENT_PASSWORD } from "@/lib/accounts/check-current-password";
import { NO_EMAIL, requestEmailChange } from "@/lib/accounts/request-email-change";
import { requestPasswordReset } from "@/lib/auth/request-password-reset";
import { resetLinkProblem, LINK_USED } from "@/lib/auth/reset-password";
import { signUp } from "@/lib/auth/sign-up";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { db } from "@/lib/db/client";
import { resetLinkIn, testMailForThisFile } from "../support/test-mail-server";
import { AuthEndpoints } from "./auth-endpoints";

const SITE = "https://snap.example.org";
const TOO_MANY = /^Too many requests\. Please wait \d+ (seconds|minutes) and try again\.$/;
const mail = testMailForThisFile(SITE);
let clients = 0;

/** Each request comes from a client of its own, so the sign-in throttle of one test doesn't reach another. */
function newClient(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}


const passwordOf = (email: string) => `${email}'s password`;

async function account(email: string, name = "Nell"): Promise<string> {
  const result = await signUp({ name, email, password: passwordOf(email) });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.userId;
}

async function signsIn(email: string, password: string): Promise<boolean> {
  return (await verifyCredentials({ email, password }, newClient())).ok;
}

/** The confirmation link in an email's text version. */
function changeLinkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/account\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(text ?? "")?.[0];
  if (!link) throw new Error(`The email has no confirmation link: ${text}`);
  return link;
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

/** Asks to move `from`'s account to `to` with the right password, and returns the token emailed to `to`. */
async function emailedToken(userId: string, from: string, to: string): Promise<string> {
  expect(await requestEmailChange(userId, { email: to, password: passwordOf(from) }, newClient())).toEqual({ ok: true, newEmail: to });
  await mail.nextMailTo(from);
  return tokenOf(changeLinkIn((await mail.nextMailTo(to)).text));
}

function mailsTo(address: string): number {
  return mail.mails.filter((m) => [m.to].flat().some((field) => field?.value.some((a) => a.address === address))).length;
}

async function emailOf(userId: string): Promise<string> {
  return (await db.user.findUniqueOrThrow({ where: { id: userId } })).email;
}

describe("changing your name", () => {
  it("keeps the new name, under the same rules as sign-up", async () => {
    const userId = await account("ada@example.com", "Ada");
    expect(await changeName(userId, { name: "  Grandma Ada  " })).toEqual({ ok: true, name: "Grandma Ada" });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).name).toBe("Grandma Ada");
  });

  it("refuses an empty name, a name too long, or one with invisible characters, and keeps the old one", async () => {
    const userId = await account("bo@example.com", "Bo");
    for (const name of ["", "   ", "x".repeat(61), "Bo\u0000b", "Bo\u202eb", 42]) {
      expect(await changeName(userId, { name })).toMatchObject({ ok: false, errors: { name: expect.any(String) } });
    }
    expect(await changeName(userId, { name: "" })).toEqual({ ok: false, errors: { name: "Tell us your name." } });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).name).toBe("Bo");
  });

  it("leaves no stale name in the session: the session names only who is signed in", async () => {
    const userId = await account("cai@example.com", "Cai");
    const device = new AuthEndpoints();
    expect((await device.signIn("cai@example.com", passwordOf("cai@example.com"))).ok).toBe(true);
    await changeName(userId, { name: "Uncle Cai" });
    const session = (await device.call("GET", ["session"])).body as { user: Record<string, unknown> };
    expect(session.user).toEqual({ id: userId });
    expect(JSON.stringify(session)).not.toContain("Cai");
  });
});

describe("changing your email address", () => {
  it("changes nothing until the link sent to the new address is used; then only the new address signs in", async () => {
    const userId = await account("dee@example.com", "Dee");
    const token = await emailedToken(userId, "dee@example.com", "dee.new@example.com");
    expect(await emailOf(userId)).toBe("dee@example.com");
    expect(await signsIn("dee@example.com", passwordOf("dee@example.com"))).toBe(true);
    expect(await signsIn("dee.new@example.com", passwordOf("dee@example.com"))).toBe(false);

    expect(await emailChangeLink(token)).toEqual({ ok: true, newEmail: "dee.new@example.com", name: "Dee" });
    expect(await confirmEmailChange({ token })).toEqual({ ok: true, email: "dee.new@example.com" });
    expect(await emailOf(userId)).toBe("dee.new@example.com");
    expect(await signsIn("dee.new@example.com", passwordOf("dee@example.com"))).toBe(true);
    expect(await signsIn("dee@example.com", passwordOf("dee@example.com"))).toBe(false);
  });

  it("sends the link to the new address and a notice with no link to the old one, in plain words with a text version", async () => {
    const userId = await account("eli@example.com", "Eli");
    expect(await requestEmailChange(userId, { email: " Eli.New@Example.com ", password: passwordOf("eli@example.com") }, newClient())).toEqual({
      ok: true,
      newEmail: "eli.new@example.com",
    });
    const confirmation = await mail.nextMailTo("eli.new@example.com");
    expect(confirmation.from?.text).toBe('"Snap Legacy" <family@snap.example.org>');
    expect(confirmation.subject).toBe("Confirm your new email address for Snap Legacy");
    const link = changeLinkIn(confirmation.text);
    expect(link.startsWith(`${SITE}/account/confirm-email?token=`)).toBe(true);
    expect(confirmation.text).toContain("Hello Eli");
    expect(confirmation.html).toContain(`href="${link}"`);

    const notice = await mail.nextMailTo("eli@example.com");
    expect(notice.subject).toBe("Your Snap Legacy email address is about to change");
    expect(notice.text).toContain("eli.new@example.com");
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.html).not.toContain("<a ");
  });

  it("keeps only the token's hash", async () => {
    const userId = await account("fay@example.com");
    const token = await emailedToken(userId, "fay@example.com", "fay.new@example.com");
    const stored = await db.emailChange.findMany({ where: { userId } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("a wrong or missing password is refused, and no email is sent and no link made", async () => {
    const userId = await account("gil@example.com");
    expect(await requestEmailChange(userId, { email: "gil.new@example.com", password: "not my password" }, newClient())).toEqual({
      ok: false,
      errors: { password: WRONG_CURRENT_PASSWORD },
    });
    expect(await requestEmailChange(userId, { email: "gil.new@example.com" }, newClient())).toEqual({
      ok: false,
      errors: { password: "Enter your current password." },
    });
    expect(mailsTo("gil.new@example.com")).toBe(0);
    expect(mailsTo("gil@example.com")).toBe(0);
    expect(await db.emailChange.count({ where: { userId } })).toBe(0);
  });

  it("wrong passwords count as failed sign-ins: guessing is slowed down as at the sign-in form", async () => {
    const userId = await account("hal@example.com");
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await requestEmailChange(userId, { email: "hal.new@example.com", password: `guess ${i}` }, client));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ ok: false, errors: { password: WRONG_CURRENT_PASSWORD } }));
    expect(answers[6]).toMatchObject({ ok: false, errors: { password: expect.stringMatching(/^Too many wrong passwords/) } });
    expect(mailsTo("hal.new@example.com")).toBe(0);
  });

  it("an account without a password (GitHub or Google) needs none", async () => {
    const user = await db.user.create({ data: { name: "Ivy", email: "ivy@example.com" } });
    expect(await requestEmailChange(user.id, { email: "ivy.new@example.com" }, newClient())).toEqual({ ok: true, newEmail: "ivy.new@example.com" });
    await mail.nextMailTo("ivy.new@example.com");
  });

  it("refuses the address it already has, and anything that isn't an address, beside the field", async () => {
    const userId = await account("jo@example.com");
    expect(await requestEmailChange(userId, { email: "JO@example.com", password: passwordOf("jo@example.com") }, newClient())).toEqual({
      ok: false,
      errors: { email: "That is already your address." },
    });
    for (const email of ["not an address", "", 7, "a".repeat(250) + "@example.com"]) {
      expect(await requestEmailChange(userId, { email, password: passwordOf("jo@example.com") }, newClient())).toMatchObject({
        ok: false,
        errors: { email: expect.any(String) },
      });
    }
    expect(await db.emailChange.count({ where: { userId } })).toBe(0);
  });

  it("an address another account uses gets the same answer, and its link is then refused", async () => {
    await account("kim@example.com", "Kim");
    const userId = await account("lou@example.com", "Lou");
    const token = await emailedToken(userId, "lou@example.com", "kim@example.com");
    expect(await emailChangeLink(token)).toEqual({ ok: false, problem: ADDRESS_TAKEN });
    expect(await confirmEmailChange({ token })).toEqual({ ok: false, error: ADDRESS_TAKEN });
    expect(await emailOf(userId)).toBe("lou@example.com");
  });

  it("an address taken by a new account after the link was sent is refused, and nothing changes", async () => {
    const userId = await account("max@example.com", "Max");
    const token = await emailedToken(userId, "max@example.com", "wanted@example.com");
    await account("wanted@example.com", "Someone else");
    expect(await confirmEmailChange({ token })).toEqual({ ok: false, error: ADDRESS_TAKEN });
    expect(await emailOf(userId)).toBe("max@example.com");
    expect(await signsIn("wanted@example.com", passwordOf("wanted@example.com"))).toBe(true);
  });

  it("works from any browser: the link names the account, whoever is signed in (or nobody)", async () => {
    const owner = await account("ned@example.com", "Ned");
    const someoneElse = await account("ola@example.com", "Ola");
    const token = await emailedToken(owner, "ned@example.com", "ned.new@example.com");
    expect(await confirmEmailChange({ token, userId: someoneElse })).toEqual({ ok: true, email: "ned.new@example.com" });
    expect(await emailOf(owner)).toBe("ned.new@example.com");
    expect(await emailOf(someoneElse)).toBe("ola@example.com");
  });

  it("a request can't choose whose address changes: the signed-in account is the one asking", async () => {
    const asker = await account("pam@example.com", "Pam");
    const victim = await account("quy@example.com", "Quy");
    const answer = await requestEmailChange(asker, { email: "pam.new@example.com", password: passwordOf("pam@example.com"), userId: victim }, newClient());
    expect(answer).toEqual({ ok: true, newEmail: "pam.new@example.com" });
    expect(await db.emailChange.count({ where: { userId: victim } })).toBe(0);
    expect(await db.emailChange.count({ where: { userId: asker } })).toBe(1);
  });

  it("ends the password reset links that went to the old address", async () => {
    const userId = await account("rex@example.com");
    expect(await requestPasswordReset({ email: "rex@example.com" }, newClient())).toEqual({ ok: true, mailConfigured: true });
    const resetToken = new URL(resetLinkIn((await mail.nextMailTo("rex@example.com")).text)).searchParams.get("token") ?? "";
    expect(await resetLinkProblem(resetToken)).toBeNull();
    await confirmEmailChange({ token: await emailedToken(userId, "rex@example.com", "rex.new@example.com") });
    expect(await resetLinkProblem(resetToken)).toBe(LINK_USED);
  });
});

describe("a confirmation link that can't be used is refused and changes nothing", () => {
  it("a used link, sent again", async () => {
    const userId = await account("sam@example.com");
    const token = await emailedToken(userId, "sam@example.com", "sam.new@example.com");
    expect((await confirmEmailChange({ token })).ok).toBe(true);
    expect(await confirmEmailChange({ token })).toEqual({ ok: false, error: CHANGE_LINK_USED });
    expect(await emailChangeLink(token)).toEqual({ ok: false, problem: CHANGE_LINK_USED });
    expect(await emailOf(userId)).toBe("sam.new@example.com");
  });

  it("an expired link", async () => {
    const userId = await account("tia@example.com");
    const token = await emailedToken(userId, "tia@example.com", "tia.new@example.com");
    await db.emailChange.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await emailChangeLink(token)).toEqual({ ok: false, problem: CHANGE_LINK_EXPIRED });
    expect(await confirmEmailChange({ token })).toEqual({ ok: false, error: CHANGE_LINK_EXPIRED });
    expect(await emailOf(userId)).toBe("tia@example.com");
  });

  it("an older link, once a newer one was asked for", async () => {
    const userId = await account("ula@example.com");
    const older = await emailedToken(userId, "ula@example.com", "ula.first@example.com");
    const newer = await emailedToken(userId, "ula@example.com", "ula.second@example.com");
    expect(await confirmEmailChange({ token: older })).toEqual({ ok: false, error: CHANGE_LINK_USED });
    expect(await emailOf(userId)).toBe("ula@example.com");
    expect(await confirmEmailChange({ token: newer })).toEqual({ ok: true, email: "ula.second@example.com" });
  });

  it("an unknown, altered or malformed token", async () => {
    const userId = await account("val@example.com");
    const token = await emailedToken(userId, "val@example.com", "val.new@example.com");
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "not-a-token", "", "x".repeat(5000), `${token}'--`]) {
      expect(await confirmEmailChange({ token: bad })).toEqual({ ok: false, error: CHANGE_LINK_UNKNOWN });
      expect(await emailChangeLink(bad)).toEqual({ ok: false, problem: CHANGE_LINK_UNKNOWN });
    }
    expect(await confirmEmailChange({ token: 42 })).toEqual({ ok: false, error: CHANGE_LINK_UNKNOWN });
    expect(await confirmEmailChange({})).toEqual({ ok: false, error: CHANGE_LINK_UNKNOWN });
    expect(await emailOf(userId)).toBe("val@example.com");
    expect(await emailChangeLink(token)).toMatchObject({ ok: true });
  });

  it("two uses of one link at once: one changes the address, the other is told it was used", async () => {
    const userId = await account("wyn@example.com");
    const token = await emailedToken(userId, "wyn@example.com", "wyn.new@example.com");
    const results = await Promise.all([confirmEmailChange({ token }), confirmEmailChange({ token })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results).toContainEqual({ ok: false, error: CHANGE_LINK_USED });
    expect(await emailOf(userId)).toBe("wyn.new@example.com");
  });

  it("two accounts confirming the same new address at once: only one gets it", async () => {
    const first = await account("xan@example.com");
    const second = await account("yul@example.com");
    const firstToken = await emailedToken(first, "xan@example.com", "shared@example.com");
    const secondToken = await emailedToken(second, "yul@example.com", "shared@example.com");
    const results = await Promise.all([confirmEmailChange({ token: firstToken }), confirmEmailChange({ token: secondToken })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results).toContainEqual({ ok: false, error: ADDRESS_TAKEN });
    expect(await db.user.count({ where: { email: "shared@example.com" } })).toBe(1);
  });

  it("a deleted account's link", async () => {
    const userId = await account("zoe@example.com");
    const token = await emailedToken(userId, "zoe@example.com", "zoe.new@example.com");
    await db.user.update({ where: { id: userId }, data: { deletedAt: new Date() } });
    expect(await confirmEmailChange({ token })).toEqual({ ok: false, error: CHANGE_LINK_UNKNOWN });
    expect(await emailOf(userId)).toBe("zoe@example.com");
  });
});

describe("asking for email changes is throttled", () => {
  it("a few an hour from one account, whatever the addresses", async () => {
    const userId = await account("abe@example.com");
    const ask = (i: number) => requestEmailChange(userId, { email: `abe.${i}@example.com`, password: passwordOf("abe@example.com") }, newClient());
    for (let i = 0; i < 3; i++) expect((await ask(i)).ok).toBe(true);
    expect(await ask(3)).toMatchObject({ ok: false, errors: { form: expect.stringMatching(TOO_MANY) } });
    expect(mailsTo("abe.3@example.com")).toBe(0);
    expect(await db.emailChange.count({ where: { userId } })).toBe(3);
  });

  it("a few an hour to one address, whichever accounts ask", async () => {
    const ask = async (name: string) => {
      const email = `${name}@example.com`;
      return requestEmailChange(await account(email), { email: "inbox@example.com", password: passwordOf(email) }, newClient());
    };
    for (const name of ["bea", "col", "dot"]) expect((await ask(name)).ok).toBe(true);
    expect(await ask("eve")).toMatchObject({ ok: false, errors: { form: expect.stringMatching(TOO_MANY) } });
    expect(mailsTo("inbox@example.com")).toBe(3);
  });

  it("many requests sent at once from one account can't all slip under the limit", async () => {
    const userId = await account("fin@example.com");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        requestEmailChange(userId, { email: `fin.${i}@example.com`, password: passwordOf("fin@example.com") }, newClient()),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(await db.emailChange.count({ where: { userId } })).toBe(3);
  });
});

it("without SMTP_URL, says this copy can't send email, and makes no link", async () => {
  delete process.env.SMTP_URL;
  const userId = await account("gus@example.com");
  expect(await requestEmailChange(userId, { email: "gus.new@example.com", password: passwordOf("gus@example.com") }, newClient())).toEqual({
    ok: false,
    errors: { form: NO_EMAIL },
  });
  expect(await db.emailChange.count({ where: { userId } })).toBe(0);
});
