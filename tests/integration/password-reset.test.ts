import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeResetLink } from "@/lib/auth/make-reset-link";
import { requestPasswordReset } from "@/lib/auth/request-password-reset";
import { LINK_EXPIRED, LINK_UNKNOWN, LINK_USED, resetLinkProblem, resetPassword } from "@/lib/auth/reset-password";
import { signUp } from "@/lib/auth/sign-up";
import { verifyCredentials, WRONG_CREDENTIALS } from "@/lib/auth/verify-credentials";
import { resetLinkIn, testMailForThisFile } from "../support/test-mail-server";
import { AuthEndpoints } from "./auth-endpoints";

const SITE = "https://snap.example.org";
const TOO_MANY = /^Too many requests\. Please wait \d+ seconds and try again\.$/;
const mail = testMailForThisFile(SITE);
let clients = 0;

/** Each test asks from a client of its own, so the throttle of one test doesn't reach another. */
function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}


async function account(email: string, password = `${email}'s old password`) {
  const result = await signUp({ name: "Nell", email, password });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.userId;
}

async function emailedToken(email: string, client = newClient()): Promise<string> {
  expect(await requestPasswordReset({ email }, client)).toEqual({ ok: true, mailConfigured: true });
  return new URL(resetLinkIn((await mail.nextMailTo(email)).text)).searchParams.get("token") ?? "";
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  return (await verifyCredentials({ email, password }, newClient())).ok;
}

function newPassword(token: string, password: string) {
  return resetPassword({ token, password, confirm: password });
}

describe("the reset email", () => {
  it("arrives from MAIL_FROM with a link on the configured site, in friendly words and as plain text", async () => {
    await account("nell@example.com");
    expect(await requestPasswordReset({ email: " Nell@Example.com " }, newClient())).toEqual({ ok: true, mailConfigured: true });
    const email = await mail.nextMailTo("nell@example.com");
    expect(email.from?.text).toBe('"Snap Legacy" <family@snap.example.org>');
    expect(email.subject).toBe("Choose a new password for Snap Legacy");
    const link = resetLinkIn(email.text);
    expect(link.startsWith(`${SITE}/reset-password?token=`)).toBe(true);
    expect(email.text).toContain("Hello Nell");
    expect(email.text).toContain("works once, for one hour");
    expect(email.html).toContain(`href="${link}"`);
  });

  it("its link sets the new password, and the old one stops working", async () => {
    await account("olga@example.com", "olga's old password");
    const token = await emailedToken("olga@example.com");
    expect(await resetLinkProblem(token)).toBeNull();
    expect(await newPassword(token, "olga's new password")).toEqual({ ok: true, email: "olga@example.com" });
    expect(await passwordWorks("olga@example.com", "olga's new password")).toBe(true);
    expect(await passwordWorks("olga@example.com", "olga's old password")).toBe(false);
  });

  it("setting the new password signs the account out on every device", async () => {
    await account("pip@example.com", "pip's old password");
    const device = new AuthEndpoints();
    expect(await device.signIn("pip@example.com", "pip's old password")).toEqual({ ok: true, error: null });
    expect(await device.sessionUserId()).not.toBeNull();
    await newPassword(await emailedToken("pip@example.com"), "pip's new password");
    expect(await device.sessionUserId()).toBeNull();
  });

  it("is only a hash in the database: the token itself is nowhere in it", async () => {
    const userId = await account("quin@example.com");
    const token = await emailedToken("quin@example.com");
    const stored = await db.passwordReset.findMany({ where: { userId } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});

describe("a link that can't be used is refused and changes nothing", () => {
  async function passwordHash(email: string) {
    return (await db.user.findUniqueOrThrow({ where: { email } })).passwordHash;
  }

  it("a used link, even sent again as it was", async () => {
    await account("rae@example.com");
    const token = await emailedToken("rae@example.com");
    expect((await newPassword(token, "rae's new password")).ok).toBe(true);
    const hash = await passwordHash("rae@example.com");
    expect(await newPassword(token, "rae's new password")).toEqual({ ok: false, errors: { form: LINK_USED } });
    expect(await newPassword(token, "someone else's password")).toEqual({ ok: false, errors: { form: LINK_USED } });
    expect(await passwordHash("rae@example.com")).toBe(hash);
    expect(await passwordWorks("rae@example.com", "rae's new password")).toBe(true);
  });

  it("an expired link", async () => {
    await account("sol@example.com", "sol's old password");
    const token = await emailedToken("sol@example.com");
    await db.passwordReset.updateMany({ where: { user: { email: "sol@example.com" } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetLinkProblem(token)).toBe(LINK_EXPIRED);
    expect(await newPassword(token, "sol's new password")).toEqual({ ok: false, errors: { form: LINK_EXPIRED } });
    expect(await passwordWorks("sol@example.com", "sol's old password")).toBe(true);
  });

  it("an earlier link, once a later one has been used", async () => {
    await account("tam@example.com");
    const first = await emailedToken("tam@example.com");
    const second = await emailedToken("tam@example.com");
    expect((await newPassword(second, "tam's new password")).ok).toBe(true);
    expect(await newPassword(first, "tam's other password")).toEqual({ ok: false, errors: { form: LINK_USED } });
    expect(await passwordWorks("tam@example.com", "tam's new password")).toBe(true);
  });

  it("an unknown, altered or malformed token", async () => {
    await account("uma@example.com", "uma's old password");
    const token = await emailedToken("uma@example.com");
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "not-a-token", "", "x".repeat(5000), `${token}'--`]) {
      expect(await newPassword(bad, "uma's new password")).toEqual({ ok: false, errors: { form: LINK_UNKNOWN } });
    }
    expect(await resetPassword({ token: 42, password: "uma's new password", confirm: "uma's new password" })).toMatchObject({ ok: false });
    expect(await passwordWorks("uma@example.com", "uma's old password")).toBe(true);
    expect(await resetLinkProblem(token)).toBeNull();
  });

  it("two uses of one link at once: only one sets its password", async () => {
    await account("vic@example.com");
    const token = await emailedToken("vic@example.com");
    const results = await Promise.all([newPassword(token, "vic's first password"), newPassword(token, "vic's second password")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const winner = results[0]?.ok ? "vic's first password" : "vic's second password";
    expect(await passwordWorks("vic@example.com", winner)).toBe(true);
  });

  it("a new password that breaks the rules, or two that differ, keep the link usable", async () => {
    await account("wes@example.com");
    const token = await emailedToken("wes@example.com");
    expect(await newPassword(token, "short")).toMatchObject({ ok: false, errors: { password: "Use at least 8 characters." } });
    expect(await newPassword(token, "é".repeat(40))).toMatchObject({ ok: false, errors: { password: expect.stringMatching(/^Use at most 72/) } });
    expect(await resetPassword({ token, password: "wes's new password", confirm: "wes's new passwort" })).toEqual({
      ok: false,
      errors: { confirm: "The two passwords aren't the same." },
    });
    expect(await resetLinkProblem(token)).toBeNull();
  });
});

describe("asking for a link", () => {
  it("an address with no account gets the same answer, and no email and no link are made", async () => {
    const client = newClient();
    await account("xia@example.com");
    const unknown = await requestPasswordReset({ email: "nobody@example.com" }, client);
    const known = await requestPasswordReset({ email: "xia@example.com" }, client);
    expect(unknown).toEqual(known);
    await mail.nextMailTo("xia@example.com");
    const recipients = mail.mails.flatMap((m) => [m.to].flat().map((to) => to?.text ?? ""));
    expect(recipients.some((to) => to.includes("nobody@example.com"))).toBe(false);
    expect(await db.passwordReset.count({ where: { user: { email: "nobody@example.com" } } })).toBe(0);
  });

  it("is slowed down after five requests from one client, whichever addresses it asks for", async () => {
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await requestPasswordReset({ email: `probe${i}@example.com` }, client));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ ok: true, mailConfigured: true }));
    for (const answer of answers.slice(5)) expect(answer).toMatchObject({ ok: false, errors: { email: expect.stringMatching(TOO_MANY) } });
  });

  it("is slowed down for one inbox asked for from several clients, but a client that hasn't asked is heard", async () => {
    await account("yan@example.com");
    const clientA = newClient();
    const clientB = newClient();
    for (let i = 0; i < 3; i++) expect((await requestPasswordReset({ email: "yan@example.com" }, clientA)).ok).toBe(true);
    for (let i = 0; i < 2; i++) expect((await requestPasswordReset({ email: "yan@example.com" }, clientB)).ok).toBe(true);
    expect(await requestPasswordReset({ email: "yan@example.com" }, clientA)).toMatchObject({ ok: false, errors: { email: expect.stringMatching(TOO_MANY) } });
    expect((await requestPasswordReset({ email: "yan@example.com" }, newClient())).ok).toBe(true);
  });

  it("a request that isn't an email address is refused beside the field", async () => {
    for (const input of [{ email: "not an address" }, { email: 7 }, {}]) {
      expect(await requestPasswordReset(input, newClient())).toMatchObject({ ok: false, errors: { email: expect.any(String) } });
    }
  });

  it("without SMTP_URL, says the app can't send email and makes no link", async () => {
    delete process.env.SMTP_URL;
    await account("zed@example.com");
    expect(await requestPasswordReset({ email: "zed@example.com" }, newClient())).toEqual({ ok: true, mailConfigured: false });
    expect(await db.passwordReset.count({ where: { user: { email: "zed@example.com" } } })).toBe(0);
  });
});

describe("npm run reset-link", () => {
  it("makes a working link on the configured site for an account", async () => {
    delete process.env.SMTP_URL;
    await account("abe@example.com");
    const result = await makeResetLink("Abe@example.com");
    if (!result.ok) throw new Error(result.error);
    expect(result.link.startsWith(`${SITE}/reset-password?token=`)).toBe(true);
    const token = new URL(result.link).searchParams.get("token") ?? "";
    expect((await newPassword(token, "abe's new password")).ok).toBe(true);
    expect(await passwordWorks("abe@example.com", "abe's new password")).toBe(true);
  });

  it("without NEXTAUTH_URL, links to the address the app serves on", async () => {
    delete process.env.NEXTAUTH_URL;
    process.env.PORT = "4123";
    await account("bea@example.com");
    const result = await makeResetLink("bea@example.com");
    delete process.env.PORT;
    expect(result).toMatchObject({ ok: true, link: expect.stringMatching(/^http:\/\/localhost:4123\/reset-password\?token=/) });
  });

  it("says plainly when no account uses the address, and makes nothing", async () => {
    const before = await db.passwordReset.count();
    expect(await makeResetLink("nobody@example.com")).toEqual({ ok: false, error: "No account uses the address nobody@example.com." });
    expect(await makeResetLink("not an address")).toEqual({ ok: false, error: "That doesn't look like an email address." });
    expect(await db.passwordReset.count()).toBe(before);
  });
});

it("a wrong password after a reset is still just a wrong password", async () => {
  await account("cy@example.com");
  await newPassword(await emailedToken("cy@example.com"), "cy's new password");
  expect(await verifyCredentials({ email: "cy@example.com", password: "cy@example.com's old password" }, newClient())).toEqual({
    ok: false,
    error: WRONG_CREDENTIALS,
  });
});
