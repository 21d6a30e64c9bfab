import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { dealGame, turnNextCard } from "../support/play-screen";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

/** A bright drawing of a face, as a family might scan one: a PNG to upload. */
async function drawnFace(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
    <rect width="600" height="900" fill="#f6c453"/><circle cx="300" cy="420" r="220" fill="#f2b8a0"/>
    <circle cx="225" cy="380" r="28" fill="#1d2a5b"/><circle cx="375" cy="380" r="28" fill="#1d2a5b"/>
    <path d="M200 500 Q300 600 400 500" stroke="#b3261e" stroke-width="22" fill="none"/>
    <path d="M90 330 Q300 60 510 330 Q420 200 300 210 Q180 200 90 330Z" fill="#8a8a8a"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}

describe("a deck with pictures on its cards", () => {
  it("shows them on the deck page, on a card's page with the story of its picture, and on the play screen", async () => {
    const page = await browser.visitor(baseUrl);
    const grandma = await signedUpAs(page, "Grandma");
    const deckUrl = await deckWeAlreadyHave(grandma, "The Bakers’ deck");
    const deckId = deckUrl.split("/").at(-1)!;
    await page.goto(deckUrl);
    await page.getByRole("link", { name: "Design the cards" }).waitFor();
    await showAllCards(page);

    // Every Queen and King gets Grandma's face, through the designer's upload.
    const cards = await page
      .locator(`a[href*="/decks/${deckId}/cards/"]`)
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute("href")!, name: link.querySelector("svg")?.getAttribute("aria-label") ?? "" })));
    const courtIds = cards.filter((card) => /^(Queen|King) of/.test(card.name)).map((card) => card.href.split("/").at(-1)!);
    expect(courtIds).toHaveLength(8);
    const change = await page.evaluate(
      async ({ deckId, cardIds, base64 }) => {
        const form = new FormData();
        form.set("image", new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/png" }), "grandma.png");
        form.set("target", JSON.stringify({ kind: "cards", cardIds }));
        form.set("requestKey", crypto.randomUUID());
        const response = await fetch(`/decks/${deckId}/design/pictures`, { method: "POST", body: form });
        return { status: response.status, body: (await response.json()) as { artId: string } };
      },
      { deckId, cardIds: courtIds, base64: await drawnFace() },
    );
    expect(change.status).toBe(200);
    const artHref = `/decks/${deckId}/art/${change.body.artId}`;

    await page.reload();
    await showAllCards(page);
    const queen = page.getByRole("link", { name: "Queen of Hearts, no word yet" });
    expect(await queen.locator("image").getAttribute("href")).toBe(artHref);
    expect(await page.locator(`image[href="${artHref}"]`).count()).toBe(8);
    const served = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get("Content-Type") };
    }, artHref);
    expect(served).toEqual({ status: 200, type: "image/jpeg" });
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "designed-deck-page");

    await queen.click();
    await page.getByRole("heading", { name: "Queen of Hearts" }).waitFor();
    expect(await page.getByRole("img", { name: "Queen of Hearts, no word yet" }).locator("image").getAttribute("href")).toBe(artHref);
    await page.getByText("Grandma gave this card a picture").waitFor();
    const thumbnail = page.getByRole("img", { name: "The picture it was given" });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "designed-card-story");

    await dealGame(page, deckUrl, { people: ["Mum", "Dad"], deal: 4242 });
    const courtOnTop = page.getByRole("img", { name: /^(Queen|King) of/ });
    for (let turn = 0; turn < 52 && (await courtOnTop.count()) === 0; turn++) await turnNextCard(page, ["Mum", "Dad"]);
    expect(await courtOnTop.first().locator("image").getAttribute("href")).toBe(artHref);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, "designed-play-screen");
  });
});
