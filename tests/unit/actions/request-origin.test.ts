import { afterEach, describe, expect, it, vi } from "vitest";
import { isCrossOriginAction, isCrossOriginWrite } from "@/lib/actions/request-origin";

const APP = "http://localhost:3000";

function request(method: string, headers: Record<string, string>, host = "localhost:3000") {
  return new Request(`${APP}/decks/d1/print/back-image`, { method, headers: { host, ...headers } });
}

describe("refusing writes from another origin (hardening 11)", () => {
  it("lets a write from the app's own pages through", () => {
    expect(isCrossOriginWrite(request("POST", { origin: APP }))).toBe(false);
    expect(isCrossOriginWrite(request("POST", { origin: "https://snap.example" }, "SNAP.example"))).toBe(false);
  });

  it("refuses a write whose Origin is another port, subdomain or site, or 'null'", () => {
    for (const origin of ["http://localhost:3001", "http://evil.localhost:3000", "https://attacker.example", "null"]) {
      expect(isCrossOriginWrite(request("POST", { origin }))).toBe(true);
    }
  });

  afterEach(() => vi.unstubAllEnvs());

  it("behind a proxy of ours (TRUST_PROXY), compares with the host the browser asked for", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const proxied = (origin: string) => request("POST", { origin, "x-forwarded-host": "snap.example" }, "127.0.0.1:3000");
    expect(isCrossOriginWrite(proxied("https://snap.example"))).toBe(false);
    expect(isCrossOriginWrite(proxied("http://127.0.0.1:3000"))).toBe(true);
  });

  it("a forged X-Forwarded-Host counts for nothing without TRUST_PROXY: a page of another site naming itself there is still refused", () => {
    const forged = request("POST", { origin: "https://attacker.example", "x-forwarded-host": "attacker.example" });
    expect(isCrossOriginWrite(forged)).toBe(true);
    expect(isCrossOriginWrite(request("POST", { origin: APP, "x-forwarded-host": "attacker.example" }))).toBe(false);
  });

  it("without an Origin, goes by Sec-Fetch-Site, then by the Referer", () => {
    expect(isCrossOriginWrite(request("POST", { "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossOriginWrite(request("POST", { "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossOriginWrite(request("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossOriginWrite(request("POST", { referer: `${APP}/decks/d1/print` }))).toBe(false);
    expect(isCrossOriginWrite(request("POST", { referer: "http://localhost:3001/forged" }))).toBe(true);
  });

  it("refuses a write that says nothing of where it comes from", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(isCrossOriginWrite(request(method, {}))).toBe(true);
  });

  it("lets reads through: they change nothing", () => {
    expect(isCrossOriginWrite(request("GET", { origin: "https://attacker.example" }))).toBe(false);
    expect(isCrossOriginWrite(request("HEAD", {}))).toBe(false);
  });

  it("refuses a read that changes something (a PDF recorded as the deck's print) when another origin's page sent it", () => {
    const changing = { readsChangeSomething: true };
    expect(isCrossOriginWrite(request("GET", { "sec-fetch-site": "same-site" }), changing)).toBe(true);
    expect(isCrossOriginWrite(request("GET", { "sec-fetch-site": "cross-site" }), changing)).toBe(true);
    expect(isCrossOriginWrite(request("GET", { referer: "http://localhost:3001/attack" }), changing)).toBe(true);
    expect(isCrossOriginWrite(request("GET", { "sec-fetch-site": "same-origin" }), changing)).toBe(false);
    // Typed in the address bar, or fetched by a script that isn't a browser: no page of another origin.
    expect(isCrossOriginWrite(request("GET", { "sec-fetch-site": "none" }), changing)).toBe(false);
    expect(isCrossOriginWrite(request("GET", {}), changing)).toBe(false);
  });
});

describe("refusing server actions posted by another site's page", () => {
  afterEach(() => vi.unstubAllEnvs());
  const action = (headers: Record<string, string>, host = "localhost:3000") => request("POST", { "next-action": "7f00", ...headers }, host);

  it("refuses one whose Origin is another host, and a sandboxed frame's 'null'", () => {
    for (const origin of ["https://attacker.example", "http://localhost:3001", "null"]) expect(isCrossOriginAction(action({ origin }))).toBe(true);
    expect(isCrossOriginAction(action({ origin: APP }))).toBe(false);
  });

  it("a forged X-Forwarded-Host counts for nothing without TRUST_PROXY, and is the host behind our own proxy", () => {
    const forged = action({ origin: "https://attacker.example", "x-forwarded-host": "attacker.example" });
    expect(isCrossOriginAction(forged)).toBe(true);
    vi.stubEnv("TRUST_PROXY", "1");
    expect(isCrossOriginAction(action({ origin: "https://snap.example", "x-forwarded-host": "snap.example" }, "127.0.0.1:3000"))).toBe(false);
  });

  it("lets through one without an Origin, as Next.js does: no browser sends a server action without one", () => {
    expect(isCrossOriginAction(action({}))).toBe(false);
  });
});

