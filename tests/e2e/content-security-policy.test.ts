import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, CSP_VIOLATION } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;
let deckUrl: string;
/** Every console message of the page that tells of the Content-Security-Policy, as it came. */
const policyComplaints: string[] = [];

beforeAll(async () => {
  page = await browser.visitor(baseUrl);
  page.on("console", (message) => {
    if (message.text().includes(CSP_VIOLATION) || /Content Security Policy/i.test(message.text())) policyComplaints.push(message.text());
  });
  const pat = await signedUpAs(page, "Pat");
  deckUrl = await deckWeAlreadyHave(pat, "The Careful Deck");
}, 120_000);

/**
 * Opens the page and waits until it has settled: its scripts have run and its requests are done
 * (a request the policy refuses is what this file looks for, so the network, not the page's own
 * ready signal, says when it is over).
 */
async function visit(path: string, ready: () => Promise<unknown>) {
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
}

describe("the site's Content-Security-Policy", () => {
  it("allows only this site: images, styles, fonts, connections and frames from elsewhere are forbidden", async () => {
    const response = await page.goto("/");
    const policy = response!.headers()["content-security-policy"] ?? "";
    for (const rule of ["default-src 'self'", "img-src 'self' data: blob:", "style-src 'self' 'unsafe-inline'", "font-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(rule);
    }
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("gives each response a nonce of its own, and a script without it never runs", async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec((await page.goto("/sign-in"))!.headers()["content-security-policy"] ?? "")?.[1];
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    // Markup smuggled into a page (a word, a name) with an inline handler: it is never run.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML("beforeend", `<img alt="" src="data:," onload="document.title = 'injected'">`);
    });
    await expect.poll(() => policyComplaints.some((line) => line.includes(CSP_VIOLATION))).toBe(true);
    expect(await page.title()).not.toBe("injected");
    policyComplaints.length = 0;
  });

  it("breaks none of the main pages: each loads, runs its scripts and reaches the server, with no breach of the policy", async () => {
    const deckPath = new URL(deckUrl).pathname;
    const heading = () => page.locator("h1").first().waitFor();
    for (const path of ["/", deckPath, `${deckPath}/history`, `${deckPath}/history/games`, `${deckPath}/history/as-it-was`, `${deckPath}/members`, `${deckPath}/design`, `${deckPath}/check`, `${deckPath}/play`, "/play", "/account", "/join"]) {
      await visit(path, heading);
    }
    // The print preview is drawn through a server action, after the page's scripts have run.
    await visit(`${deckPath}/print`, () => page.getByText(/^Page 1 of \d+/).waitFor());

    // An online room: its WebSocket is a connection back to this site.
    await visit(`${deckPath}/online/new`, heading);
    await page.getByRole("button", { name: "Open the room" }).click();
    await page.waitForURL(/\/online\/room[0-9a-f]+$/);
    await page.getByText("Connecting to the room…").waitFor({ state: "detached" });
    expect(await page.getByRole("alert").filter({ hasText: "could not join" }).count()).toBe(0);

    // The table companion's live record is an event stream back to this site.
    await visit(`${deckPath}/table`, heading);
    await page.getByRole("button", { name: "Start the session" }).click();
    await page.getByText("Live: other devices’ snaps appear here").waitFor();

    expect(policyComplaints).toEqual([]);
  });
});
