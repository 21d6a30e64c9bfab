import { describe, expect, it } from "vitest";
import { signUp } from "@/lib/auth/sign-up";
import { AuthEndpoints, nextAuthSite } from "./auth-endpoints";

const site = nextAuthSite();

describe("where next-auth sends someone after signing in", () => {
  it.each([
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/phish",
    "javascript:alert(1)",
  ])("never off this site: callbackUrl %j goes to the home page", async (callbackUrl) => {
    const email = `jo.${Math.random().toString(36).slice(2)}@example.com`;
    await signUp({ name: "Jo", email, password: "jo's password" });
    expect(await new AuthEndpoints().signInGoingTo(email, "jo's password", callbackUrl)).toBe(`${site}/`);
  });

  it("to a path, or an address, on this site", async () => {
    await signUp({ name: "Kit", email: "kit@example.com", password: "kit's password" });
    const browser = new AuthEndpoints();
    expect(await browser.signInGoingTo("kit@example.com", "kit's password", "/decks/abc?tab=story")).toBe(`${site}/decks/abc?tab=story`);
    expect(await browser.signInGoingTo("kit@example.com", "kit's password", `${site}/decks`)).toBe(`${site}/decks`);
  });
});
