import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { signUp } from "@/lib/auth/sign-up";
import { verifyCredentials, WRONG_CREDENTIALS } from "@/lib/auth/verify-credentials";
import { checkPassword } from "@/lib/auth/passwords";
import bcrypt from "bcryptjs";

describe("signing up", () => {
  it("stores a bcrypt hash, never the password, and lower-cases the email", async () => {
    const result = await signUp({ name: "Ada", email: "  Ada@Example.COM ", password: "correct horse" });
    expect(result.ok).toBe(true);
    const user = await db.user.findUniqueOrThrow({ where: { email: "ada@example.com" } });
    expect(user.passwordHash).not.toContain("correct horse");
    expect(user.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(await checkPassword("correct horse", user.passwordHash!)).toBe(true);
  });

  it("refuses a second account with the same email, beside the email field", async () => {
    await signUp({ name: "Bea", email: "bea@example.com", password: "password one" });
    const again = await signUp({ name: "Bea 2", email: "BEA@example.com", password: "password two" });
    expect(again).toEqual({ ok: false, errors: { email: expect.stringContaining("already an account") } });
    expect(await db.user.count({ where: { email: "bea@example.com" } })).toBe(1);
  });

  it("reports each bad field beside that field and creates nothing", async () => {
    const before = await db.user.count();
    const result = await signUp({ name: " ", email: "not-an-email", password: "short" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["email", "name", "password"]);
    expect(await db.user.count()).toBe(before);
  });
});

describe("passwords and bcrypt's 72 bytes", () => {
  const seventyTwoBytes = "family-deck-".repeat(6);

  it("refuses a new password longer than 72 bytes, in plain words, and creates nothing", async () => {
    const tooLong = await signUp({ name: "Uma", email: "uma@example.com", password: seventyTwoBytes + "x" });
    expect(tooLong).toEqual({
      ok: false,
      errors: { password: "Use at most 72 characters (accented letters and emoji count as two to four)." },
    });
    const accented = await signUp({ name: "Uma", email: "uma@example.com", password: "é".repeat(37) });
    expect(accented.ok).toBe(false);
    expect(await db.user.count({ where: { email: "uma@example.com" } })).toBe(0);
  });

  it("never accepts a longer password whose first 72 bytes are the right one", async () => {
    expect(new TextEncoder().encode(seventyTwoBytes).length).toBe(72);
    await signUp({ name: "Vic", email: "vic@example.com", password: seventyTwoBytes });
    const longer = await verifyCredentials({ email: "vic@example.com", password: seventyTwoBytes + "anything" }, "10.0.1.1");
    expect(longer).toEqual({ ok: false, error: WRONG_CREDENTIALS });
    const right = await verifyCredentials({ email: "vic@example.com", password: seventyTwoBytes }, "10.0.1.1");
    expect(right.ok).toBe(true);
  });

  it("keeps accepting a password hashed before these rules", async () => {
    await db.user.create({
      data: { name: "Wyn", email: "wyn@example.com", passwordHash: bcrypt.hashSync("wyn's old password", 10) },
    });
    const result = await verifyCredentials({ email: "wyn@example.com", password: "wyn's old password" }, "10.0.1.2");
    expect(result).toMatchObject({ ok: true, user: { email: "wyn@example.com" } });
  });
});

describe("signing in", () => {
  it("accepts the right email and password", async () => {
    await signUp({ name: "Cy", email: "cy@example.com", password: "cy's password" });
    const result = await verifyCredentials({ email: "CY@example.com", password: "cy's password" }, "10.0.0.1");
    expect(result).toMatchObject({ ok: true, user: { email: "cy@example.com", name: "Cy" } });
  });

  it("gives a wrong password and an unknown email the same message", async () => {
    await signUp({ name: "Di", email: "di@example.com", password: "di's password" });
    const wrongPassword = await verifyCredentials({ email: "di@example.com", password: "nope nope" }, "10.0.0.2");
    const unknownEmail = await verifyCredentials({ email: "nobody@example.com", password: "nope nope" }, "10.0.0.2");
    expect(wrongPassword).toEqual({ ok: false, error: WRONG_CREDENTIALS });
    expect(unknownEmail).toEqual({ ok: false, error: WRONG_CREDENTIALS });
  });

  it("slows down repeated failures from one address, even with the right password, but not other addresses", async () => {
    await signUp({ name: "Ed", email: "ed@example.com", password: "ed's password" });
    for (let i = 0; i < 5; i++) {
      await verifyCredentials({ email: "ed@example.com", password: "guess " + i }, "10.0.0.3");
    }
    const blocked = await verifyCredentials({ email: "ed@example.com", password: "ed's password" }, "10.0.0.3");
    expect(blocked).toEqual({ ok: false, error: expect.stringMatching(/Too many attempts\. Please wait \d+ seconds/) });
    const elsewhere = await verifyCredentials({ email: "ed@example.com", password: "ed's password" }, "10.0.0.4");
    expect(elsewhere.ok).toBe(true);
  });
});
