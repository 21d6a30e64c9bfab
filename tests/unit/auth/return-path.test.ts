import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/auth/return-path";

const origin = "http://localhost:3000";

describe("where someone is sent back to after signing in", () => {
  it.each([
    ["/decks", "/decks"],
    ["/decks/abc/cards/xyz?tab=story#latest", "/decks/abc/cards/xyz?tab=story#latest"],
    ["/decks/../invite/abc", "/invite/abc"],
    ["/%09/evil.example/phish", "/%09/evil.example/phish"],
    ["http://localhost:3000/decks/abc", "/decks/abc"],
  ])("keeps a path on this site: %j → %j", (value, expected) => {
    expect(safeReturnPath(value, { origin })).toBe(expected);
  });

  it.each([
    "//evil.example/phish",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "/\r\n",
    "/ /evil.example",
    "/\u00a0/evil.example",
    "/.//evil.example",
    "/decks/..//evil.example",
    "https://evil.example/phish",
    "http://localhost:3000@evil.example/",
    "http://localhost:3001/decks",
    "HTTPS://evil.example",
    "javascript:alert(document.cookie)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "",
    "../decks",
  ])("sends %j to the fallback instead", (value) => {
    expect(safeReturnPath(value, { origin })).toBe("/decks");
  });

  it("sends an address too long to be a page of ours to the fallback", () => {
    expect(safeReturnPath("/" + "a".repeat(2001), { origin })).toBe("/decks");
  });

  it("accepts an absolute address only on this site's own origin", () => {
    expect(safeReturnPath("http://localhost:3000/decks")).toBe("/decks");
    expect(safeReturnPath("http://localhost:3000/decks", { origin: "https://snap.example" })).toBe("/decks");
    expect(safeReturnPath("https://snap.example/decks", { origin: "https://snap.example" })).toBe("/decks");
  });

  it("falls back for what is not one string (a repeated query parameter)", () => {
    expect(safeReturnPath(["/decks", "//evil.example"] as unknown as string, { origin })).toBe("/decks");
    expect(safeReturnPath(undefined, { origin, fallback: "/" })).toBe("/");
  });
});
