import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ARTIFACTS } from "../support/app-server";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { makeTestJpeg } from "../support/test-pictures";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const downloads = path.join(ARTIFACTS, "downloads");
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SETS: Array<[string, [number, number, number]]> = [
  ["Cat", [220, 120, 40]],
  ["Dog", [60, 140, 220]],
  ["Fish", [40, 170, 120]],
  ["Bird", [200, 60, 160]],
];

beforeAll(() => {
  mkdirSync(downloads, { recursive: true });
});

/** Makes a custom Snap deck of the form's four sets (Cat, Dog, Fish, Bird), as a family who has one. */
async function makeCustomDeck(page: Page, name: string): Promise<string> {
  await page.goto("/decks/new");
  await page.getByLabel("Deck name").fill(name);
  await page.getByText("A custom Snap deck").click();
  await page.getByLabel("Player 1 name").fill("Gran");
  await page.getByLabel("Player 2 name").fill("Kit");
  await page.getByText("We already have a deck").click();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.waitForURL(/\/import$/);
  return page.url().replace(/\/import$/, "");
}

/** Image objects in a PDF: each distinct picture embedded once is one. */
async function pdfImageCount(file: string): Promise<number> {
  const pdf = await PDFDocument.load(readFileSync(file));
  return pdf.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict instanceof PDFDict && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
}

const previewSides = (page: Page) =>
  page.locator("[aria-labelledby=design-preview-heading] svg").evaluateAll((svgs) => svgs.map((svg) => svg.outerHTML).join("\n"));

/** Two fingers on the element's centre moving apart (from, to: each finger's distance from the centre in px). */
async function pinch(page: Page, box: { x: number; y: number; width: number; height: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 2 });
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const fingers = (apart: number) => [
    { x: centre.x - apart, y: centre.y, id: 0 },
    { x: centre.x + apart, y: centre.y, id: 1 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(from) });
  for (let step = 1; step <= 6; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(from + ((to - from) * step) / 6) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Controls a finger can't hit reliably: smaller than 44 px either way. */
function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main button, main input:not([type=radio]):not([type=checkbox]), main select, main a")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.width < 44 || box.height < 44);
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

describe("the card designer", () => {
  it("gives a custom deck's four sets pictures, crops one, and the deck page, the print preview and the PDF show them with a word", async () => {
    const page = await browser.visitor(baseUrl, DESKTOP);
    await signedUpAs(page, "Gran");
    const deckUrl = await makeCustomDeck(page, "Garden Snap");

    // A word written on a card the family already has.
    await page.getByLabel(/^Cat \(/).first().fill("Whiskers");
    await page.getByRole("button", { name: "Save 1 word" }).click();
    await page.getByText("1 word entered.").waitFor();

    await page.goto(`${deckUrl}/design`);
    await page.getByRole("heading", { name: "Design the cards of Garden Snap" }).waitFor();
    for (const [label, colour] of SETS) {
      await page.getByRole("button", { name: `Add a picture (${label})` }).click();
      const dialog = page.getByRole("dialog", { name: `Add a picture to ${label}` });
      await dialog.getByLabel("Picture").setInputFiles({ name: `${label}.jpg`, mimeType: "image/jpeg", buffer: await makeTestJpeg(900, 1200, colour) });
      await dialog.getByRole("button", { name: "Upload picture" }).click();
      await page.getByText(`The picture is on ${label} now.`).waitFor();
      await page.getByRole("img", { name: `The picture on the ${label} cards` }).waitFor();
    }

    // Crop the cat: drag the picture, zoom with the slider and the keyboard, and save.
    await page.getByRole("button", { name: "Crop (Cat)" }).click();
    const crop = page.getByRole("dialog", { name: "Crop the picture of Cat" });
    const frame = crop.getByRole("application");
    await crop.getByRole("img", { name: "The card as it will print, with this crop" }).waitFor();
    const liveBefore = await crop.getByRole("img", { name: "The card as it will print, with this crop" }).evaluate((svg) => svg.outerHTML);
    await crop.getByRole("slider", { name: "Zoom" }).fill("2");
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    await frame.focus();
    await page.keyboard.press("+");
    await page.keyboard.press("ArrowLeft");
    // Scrolling the mouse wheel up over the frame zooms in.
    const beforeWheel = Number(await crop.getByRole("slider", { name: "Zoom" }).inputValue());
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => Number(await crop.getByRole("slider", { name: "Zoom" }).inputValue())).toBeGreaterThan(beforeWheel * 1.2);
    expect(await crop.getByRole("img", { name: "The card as it will print, with this crop" }).evaluate((svg) => svg.outerHTML)).not.toBe(liveBefore);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "designer-crop");
    await crop.getByRole("button", { name: "Save crop" }).click();
    await crop.getByText("Crop saved. This is the card as it will print.").waitFor();
    await expect.poll(() => crop.locator("svg").first().evaluate((svg) => svg.outerHTML)).toMatch(/<image href="\/decks\/[^"]+\/art\/[^"]+"/);
    await crop.getByRole("button", { name: "Close" }).click();
    expect(await crop.isVisible()).toBe(false);

    // A theme of their own: a hard-to-read colour is warned about, in words, as it is chosen.
    await page.getByLabel("Words", { exact: true }).fill("#dddddd");
    await page.getByText(/Words on the card face: .* is hard to read/).waitFor();
    await page.getByLabel("Words", { exact: true }).fill("#202040");
    await page.getByText("Every word and suit on these colours is easy to read.").waitFor();
    await page.getByLabel(/^Noto Serif/).check();
    await page.getByLabel(/^Badge/).check();
    await page.getByLabel("A monogram").check();
    await page.getByLabel("Monogram (up to 3 letters)").fill("GK");
    const changed = performance.now();
    await page.getByLabel("Back", { exact: true }).fill("#7a1f3d");
    await page.waitForFunction(() => document.querySelector("[aria-labelledby=design-preview-heading]")?.innerHTML.includes("#7a1f3d"), undefined, { polling: "raf" });
    console.log(`Designer preview redrawn ${Math.round(performance.now() - changed)} ms after a colour change (200 ms of it waiting for more changes)`);
    const sides = await previewSides(page);
    expect(sides).toContain("Whiskers");
    expect(sides).toContain(">GK<");
    expect(sides).toMatch(/<image href="\/decks\/[^"]+\/art\/[^"]+"/);
    await page.getByRole("button", { name: "Save our theme" }).click();
    await page.getByText("Saved: the deck’s cards now use your theme.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "designer");

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "designer-phone");
    await page.setViewportSize(DESKTOP);

    // The deck page draws the cards with their pictures and the word.
    await page.goto(deckUrl);
    await showAllCards(page);
    await page.getByRole("img", { name: /Cat, with the word “Whiskers”/ }).waitFor();
    expect(await page.locator('main svg image[href*="/art/"]').count()).toBe(16);
    await screenshot(page, "designer-deck-page");

    // The print preview and the PDF: every picture embedded once, however many cards show it.
    await page.goto(`${deckUrl}/print`);
    await page.getByRole("status").filter({ hasText: "Page 1 of" }).waitFor();
    await expect.poll(() => page.locator("[aria-labelledby=preview-heading] svg image").count()).toBeGreaterThan(0);
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    const pdfPath = path.join(downloads, "garden-snap.pdf");
    await file.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await pdfImageCount(pdfPath)).toBe(4);
    await page.context().close();
  }, 240_000);

  it("on a phone, gives the Queen and King of Hearts of a standard deck a picture, cropped with the keyboard and a pinch", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    const mumAccount = await signedUpAs(page, "Mum");
    const deckUrl = await deckWeAlreadyHave(mumAccount, "Royal Snap");
    await page.goto(`${deckUrl}/design`);
    await page.getByLabel(/^Queen of Hearts/).check();
    await page.getByLabel(/^King of Hearts/).check();
    await page.getByRole("button", { name: "Add a picture to 2 cards" }).click();
    const upload = page.getByRole("dialog", { name: "Add a picture to 2 cards" });
    await upload.getByLabel("Picture").setInputFiles({ name: "notes.txt", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await upload.getByRole("alert").filter({ hasText: "The picture must be a PNG or JPEG" }).waitFor();
    await upload.getByLabel("Picture").setInputFiles({ name: "gran.jpg", mimeType: "image/jpeg", buffer: await makeTestJpeg(800, 800, [180, 90, 60]) });
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await page.getByText("The picture is on 2 cards now.").waitFor();
    await page.getByRole("img", { name: "The picture on King of Hearts, Queen of Hearts" }).waitFor();

    await page.getByRole("button", { name: "Crop (2 cards)" }).click();
    const crop = page.getByRole("dialog", { name: "Crop the picture of 2 cards" });
    await crop.getByRole("img", { name: "The card as it will print, with this crop" }).waitFor();
    await crop.getByRole("application").focus();
    for (const key of ["+", "+", "ArrowRight", "ArrowDown"]) await page.keyboard.press(key);
    const keyed = Number(await crop.getByRole("slider", { name: "Zoom" }).inputValue());
    expect(keyed).toBeGreaterThan(1.2);
    await pinch(page, (await crop.getByRole("application").boundingBox())!, 20, 60);
    expect(Number(await crop.getByRole("slider", { name: "Zoom" }).inputValue())).toBeGreaterThan(keyed * 1.5);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "screenshots", "designer-crop-phone.png") });
    await crop.getByRole("button", { name: "Save crop" }).click();
    await crop.getByText("Crop saved. This is the card as it will print.").waitFor();
    await page.keyboard.press("Escape");
    await screenshot(page, "designer-standard");

    await page.getByRole("button", { name: "Remove (2 cards)" }).click();
    await page.getByText("Picture removed from 2 cards.").waitFor();
    await page.getByText("No card has a picture yet.").waitFor();
    await page.context().close();
  });

  it("shows a viewer the design with no way to change it, refuses their upload, and is not found for someone outside the deck", async () => {
    const owner = await browser.visitor(baseUrl);
    const nora = await signedUpAs(owner, "Nora");
    const deckUrl = await deckWeAlreadyHave(nora, "Shared Snap");
    await owner.goto(`${deckUrl}/members`);
    await owner.getByLabel("Invite as").selectOption("VIEWER");
    await owner.getByRole("button", { name: "Create invite link" }).click();
    const invite = await owner.getByLabel("New invite link").inputValue();
    await owner.context().close();

    const viewer = await browser.visitor(baseUrl, PHONE);
    await signedUpAs(viewer, "Vic");
    await viewer.goto(invite);
    await viewer.getByRole("button", { name: "Join Shared Snap" }).click();
    await viewer.getByRole("heading", { name: "Shared Snap", exact: true }).waitFor();
    await viewer.goto(`${deckUrl}/design`);
    await viewer.getByRole("heading", { name: "Design the cards of Shared Snap" }).waitFor();
    await viewer.getByText("The deck uses the Classic theme.").waitFor();
    await viewer.getByRole("status").filter({ hasText: "As they will print" }).waitFor();
    expect(await viewer.getByRole("button").filter({ hasText: /Save|Add a picture|Crop|Remove|Change/ }).count()).toBe(0);
    expect(await viewer.locator("main input, main select").count()).toBe(0);
    expect(await accessibilityViolations(viewer)).toEqual([]);
    await screenshot(viewer, "designer-viewer-phone");

    const forged = await viewer.request.post(`${deckUrl}/design/pictures`, {
      multipart: {
        image: { name: "me.jpg", mimeType: "image/jpeg", buffer: await makeTestJpeg(400, 400, [10, 10, 10]) },
        target: JSON.stringify({ kind: "cards", cardIds: ["x"] }),
        requestKey: "viewer-upload-1",
      },
      headers: { Origin: baseUrl },
    });
    expect(forged.status()).toBe(403);
    await viewer.context().close();

    const stranger = await browser.visitor(baseUrl);
    await signedUpAs(stranger, "Stan");
    await stranger.goto(`${deckUrl}/design`);
    await stranger.getByRole("heading", { name: "Not found" }).waitFor();
    await stranger.context().close();
  });
});
