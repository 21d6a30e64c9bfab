import { afterEach, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { signUp } from "@/lib/auth/sign-up";
import { WRONG_CREDENTIALS } from "@/lib/auth/verify-credentials";
import { AuthEndpoints } from "./auth-endpoints";

const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/;

/**
 * A browser on `peer`, as the server sees it: the address of its connection is stamped on each
 * request, and Next.js fills in X-Forwarded-For with it when the client sent none.
 */
function from(peer: string, forwardedFor = peer) {
  return new AuthEndpoints({ [PEER_ADDRESS_HEADER]: peer, "x-forwarded-for": forwardedFor });
}

async function account(email: string, password: string) {
  const result = await signUp({ name: "Tess", email, password });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe("slowing down failed sign-ins", () => {
  it("twenty wrong passwords from one connection, each with a different forwarded header, are slowed down", async () => {
    await account("tess@example.com", "tess's password");
    const errors: (string | null)[] = [];
    for (let i = 0; i < 20; i++) {
      const result = await from("203.0.113.10", `10.0.${i}.1`).signIn("tess@example.com", `guess ${i}`);
      errors.push(result.error);
    }
    expect(errors.slice(0, 5)).toEqual(Array(5).fill(WRONG_CREDENTIALS));
    for (const error of errors.slice(5)) expect(error).toMatch(TOO_MANY);
  });

  it("twenty wrong passwords sent all at once are slowed down as if sent one after another", async () => {
    await account("ula@example.com", "ula's password");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => from("203.0.113.11").signIn("ula@example.com", `guess ${i}`)),
    );
    const errors = results.map((r) => r.error);
    expect(errors.filter((e) => e === WRONG_CREDENTIALS)).toHaveLength(5);
    expect(errors.filter((e) => e !== null && TOO_MANY.test(e))).toHaveLength(15);
  });

  it("failures sent with a forged header naming someone's address don't lock that person out", async () => {
    await account("uri@example.com", "uri's password");
    for (let i = 0; i < 5; i++) {
      await from("203.0.113.66", "198.51.100.20").signIn("uri@example.com", `guess ${i}`);
    }
    expect(await from("198.51.100.20").signIn("uri@example.com", "uri's password")).toEqual({ ok: true, error: null });
  });

  it("behind a trusted proxy, the address that proxy saw is the one slowed down", async () => {
    process.env.TRUST_PROXY = "1";
    await account("val@example.com", "val's password");
    for (let i = 0; i < 5; i++) {
      await from("10.0.0.2", `198.51.100.${i}, 203.0.113.30`).signIn("val@example.com", `guess ${i}`);
    }
    const again = await from("10.0.0.2", "198.51.100.99, 203.0.113.30").signIn("val@example.com", "val's password");
    expect(again.error).toMatch(TOO_MANY);
    const neighbour = await from("10.0.0.2", "203.0.113.31").signIn("val@example.com", "val's password");
    expect(neighbour).toEqual({ ok: true, error: null });
  });

  it("guesses at one account from many addresses slow that account down for every address that has failed", async () => {
    await account("wes@example.com", "wes's password");
    for (let i = 0; i < 6; i++) {
      expect((await from(`198.51.100.${i}`).signIn("wes@example.com", `guess ${i}`)).error).toBe(WRONG_CREDENTIALS);
    }
    const repeat = await from("198.51.100.1").signIn("wes@example.com", "wes's password");
    expect(repeat.error).toMatch(TOO_MANY);
  });

  it("the account's owner, from an address with no failures, still signs in while the account is slowed down", async () => {
    await account("xan@example.com", "xan's password");
    for (let i = 0; i < 10; i++) await from(`198.51.100.${i}`).signIn("xan@example.com", `guess ${i}`);
    expect(await from("192.0.2.50").signIn("xan@example.com", "xan's password")).toEqual({ ok: true, error: null });
  });

  it("signing in to one's own account doesn't forgive the guesses made at someone else's", async () => {
    await account("yan@example.com", "yan's password");
    await account("zed@example.com", "zed's password");
    const attacker = "203.0.113.99";
    for (let i = 0; i < 4; i++) await from(attacker).signIn("yan@example.com", `guess ${i}`);
    expect((await from(attacker).signIn("zed@example.com", "zed's password")).ok).toBe(true);
    await from(attacker).signIn("yan@example.com", "guess 4");
    expect((await from(attacker).signIn("yan@example.com", "guess 5")).error).toMatch(TOO_MANY);
  });
});
