// Writing a word by hand at the twelve-card setup, on a phone held upright: a finger writes "Cat"
// (touch, no pressure), a pen adds the t and a small heart (pressure), Undo stroke and Clear take
// strokes away, and once saved the strokes are in the word's stored row, as they were written, and
// on the deck page's cards.
import type { CDPSession, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { decodeDrawing } from "@/lib/handwriting/stored-form";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, pageReady, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { watchPaintTimes, paintTimes } from "../support/pad-paint";
import { fingerStroke, onScreen, penStroke, type CardPoint, type PenPoint } from "../support/pen";
import { signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };

type Pt = CardPoint;
type PenPt = PenPoint;

/** Points along a curve, t from 0 to 1, with a hand's small wobble. */
function along(count: number, at: (t: number) => Pt): Pt[] {
  return Array.from({ length: count }, (_, i) => {
    const [x, y] = at(i / (count - 1));
    return [x + 3 * Math.sin(i * 1.7), y + 3 * Math.cos(i * 1.3)];
  });
}
const deg = Math.PI / 180;
/** "Ca" written with a finger: a C, and an a's loop with its tail. */
const FINGER_STROKES: Pt[][] = [
  along(26, (t) => {
    const a = (-45 - 265 * t) * deg;
    return [300 + 120 * Math.cos(a), 690 + 150 * Math.sin(a)];
  }),
  [
    ...along(22, (t) => {
      const a = (-15 - 350 * t) * deg;
      return [500 + 78 * Math.cos(a), 765 + 80 * Math.sin(a)];
    }),
    ...along(8, (t) => [578 + 4 * t, 700 + 140 * t]),
    ...along(4, (t) => [582 + 26 * t, 840 - 18 * t]),
  ],
];
/** "t" and a small heart beside the word, with a pen pressing harder in the middle of each stroke. */
const PEN_STROKES: PenPt[][] = [
  along(14, (t) => [700 + 10 * t + 40 * t ** 6, 560 + 280 * t - 25 * t ** 6]).map(([x, y], i, all) => [x, y, 0.3 + 0.6 * Math.sin((Math.PI * i) / (all.length - 1))]),
  along(8, (t) => [650 + 130 * t, 690 - 8 * t]).map(([x, y], i) => [x, y, 0.4 + 0.05 * i]),
  along(30, (t) => {
    const a = t * 2 * Math.PI;
    return [790 + 4.2 * 16 * Math.sin(a) ** 3, 1010 - 4.2 * (13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a))];
  }).map(([x, y], i) => [x, y, 0.35 + 0.4 * Math.abs(Math.sin(i / 5))]),
];

/** The pad and its buttons in the window, at its bottom: as the writer sees them. */
async function showWholePad(pad: Locator) {
  await pad.evaluate((el) => el.closest("[data-writing-pad-root]")!.scrollIntoView({ block: "end" }));
}

let page: Page;
let cdp: CDPSession;
let deckId: string;

beforeAll(async () => {
  // The test reads what the app stored in the shared app's database.
  vi.stubEnv("DATABASE_URL", inject("databaseUrl"));
  page = await browser.visitor(baseUrl, PHONE, { touch: true });
  cdp = await page.context().newCDPSession(page);
  await signedUpAs(page, "Gran");
  await page.goto("/decks/new");
  await page.getByLabel("Deck name").fill("Gran’s Deck");
  await page.getByLabel("Player 1 name").fill("Gran");
  await page.getByLabel("Player 2 name").fill("Sam");
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.getByRole("heading", { name: "The twelve-card setup" }).waitFor();
  deckId = /\/decks\/([^/]+)/.exec(page.url())![1]!;
}, 60_000);

afterAll(async () => {
  await page?.context().close();
  await db.$disconnect();
  vi.unstubAllEnvs();
});

failOnPageErrors(() => page);

describe("writing a word by hand at the twelve-card setup", () => {
  it("a finger and a pen write on a life-size card; Undo stroke and Clear take strokes away; the saved hand is stored with its word", async () => {
    await page.getByRole("button", { name: "Gran’s turn" }).click();
    await page.getByRole("heading", { name: "Pass the device to Gran" }).waitFor();
    const fields = page.getByLabel(/^Word for the /);
    const count = await fields.count();
    await fields.nth(0).fill("Cat");
    for (let i = 1; i < count; i++) await fields.nth(i).fill(`Word ${"ABCDEFGH"[i]}`);

    // Writing by hand is a choice under the word: the pad opens on a card as wide as the phone allows.
    await page.getByRole("button", { name: "Write it by hand (Cat)" }).click();
    const pad = page.getByRole("img", { name: "Write “Cat” by hand" });
    await pad.waitFor();
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height / box.width).toBeCloseTo(88 / 63, 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const undo = page.getByRole("button", { name: "Undo stroke" });
    const clear = page.getByRole("button", { name: "Clear" });
    for (const button of [undo, clear]) {
      const size = (await button.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await pad.getAttribute("style")).toMatch(/touch-action:\s*none/);

    await watchPaintTimes(page);
    const strokes = page.getByText(/^\d+ strokes?$/);
    for (const [i, stroke] of FINGER_STROKES.entries()) {
      await fingerStroke(cdp, pad, stroke);
      await page.getByText(`${i + 1} stroke${i ? "s" : ""}`, { exact: true }).waitFor();
    }
    for (const [i, stroke] of PEN_STROKES.entries()) {
      await penStroke(cdp, pad, stroke);
      await page.getByText(`${FINGER_STROKES.length + i + 1} strokes`, { exact: true }).waitFor();
    }
    const painted = await paintTimes(page);
    expect(painted.moves).toBeGreaterThan(50);
    console.log(`at the setup: ${painted.report}`);
    expect(await pad.locator("[data-strokes] path").count()).toBe(FINGER_STROKES.length + PEN_STROKES.length);
    expect(painted.redrawnWhileWriting).toBe(0);
    // The card beside the word shows it as it will print: in the hand being written.
    await page.locator("li").filter({ has: pad }).locator("[data-handwriting] path").first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await showWholePad(pad);
    await screenshot(page, "handwriting-pad-phone", { fullPage: false });

    // A stray stroke, taken back with Undo stroke from the keyboard.
    await fingerStroke(cdp, pad, along(6, (t) => [150 + 300 * t, 1200]));
    await page.getByText("6 strokes", { exact: true }).waitFor();
    await undo.focus();
    await page.keyboard.press("Enter");
    await page.getByText("5 strokes", { exact: true }).waitFor();

    // A palm resting on the card while the pen writes: the pen's stroke is kept, the palm's dropped.
    const [palmX, palmY] = (await onScreen(pad))(820, 1250);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: palmX, y: palmY, id: 9, force: 0.5 }] });
    await penStroke(cdp, pad, PEN_STROKES[1]!.map(([x, y, p]) => [x, y + 400, p]));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: palmX + 20, y: palmY, id: 9, force: 0.5 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.getByText("6 strokes", { exact: true }).waitFor();
    expect(await pad.locator("[data-live-stroke] path[d]:not([d=''])").count()).toBe(0);
    // The sixth stroke is the pen's (a filled marker with pressure), not the palm's even line.
    expect(await pad.locator("[data-strokes] path").last().getAttribute("fill")).not.toBe("none");
    await undo.click();
    await page.getByText("5 strokes", { exact: true }).waitFor();

    // A second card written by hand and cleared again keeps no hand.
    await fields.nth(1).fill("Dog");
    await page.getByRole("button", { name: "Write it by hand (Dog)" }).click();
    const dogPad = page.getByRole("img", { name: "Write “Dog” by hand" });
    await dogPad.scrollIntoViewIfNeeded();
    await fingerStroke(cdp, dogPad, along(10, (t) => [200 + 500 * t, 700 + 40 * Math.sin(t * 6)]));
    const dogStrokes = page.getByText("1 stroke", { exact: true });
    await dogStrokes.waitFor();
    await page.getByRole("button", { name: "Clear" }).nth(1).click();
    expect(await strokes.nth(1).textContent()).toBe("0 strokes");

    await page.getByRole("button", { name: "Save Gran’s words" }).click();
    await page.getByRole("button", { name: "Sam’s turn" }).waitFor();

    // The hand is stored with the word "Cat", as it was written: the finger's strokes even, the pen's with pressure.
    const rows = await db.wordDrawing.findMany({ where: { deckId }, include: { wordEvent: { select: { word: true } } } });
    expect(rows.map((r) => r.wordEvent.word)).toEqual(["Cat"]);
    const stored = decodeDrawing(rows[0]!.strokes);
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.drawing.strokes.map((s) => s.pressure)).toEqual([false, false, true, true, true]);
    const first = stored.drawing.strokes[0]!.points[0]!;
    expect(Math.abs(first.x - FINGER_STROKES[0]![0]![0])).toBeLessThan(8);
    expect(Math.abs(first.y - FINGER_STROKES[0]![0]![1])).toBeLessThan(8);
    const pens = stored.drawing.strokes[2]!.points.map((p) => p.pressure);
    expect(Math.max(...pens) - Math.min(...pens)).toBeGreaterThan(0.3);
    const times = stored.drawing.strokes.flatMap((s) => s.points.map((p) => p.t));
    expect(times[0]).toBe(0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  }, 120_000);

  it("the pad on a tablet is larger than a real card, a pad opened again shows the hand written before, and the deck page draws the hands", async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto(`/decks/${deckId}/setup`);
    await pageReady(page);
    await page.getByRole("button", { name: "Sam’s turn" }).click();
    await page.getByLabel(/^Word for the /).first().fill("Cat");
    await page.getByRole("button", { name: "Write it by hand (Cat)" }).click();
    const pad = page.getByRole("img", { name: "Write “Cat” by hand" });
    await pad.scrollIntoViewIfNeeded();
    // A real poker card is 63 mm wide: 238 CSS pixels.
    expect((await pad.boundingBox())!.width).toBeGreaterThan(400);
    for (const stroke of FINGER_STROKES) await fingerStroke(cdp, pad, stroke);
    for (const stroke of PEN_STROKES) await penStroke(cdp, pad, stroke);
    await page.getByText("5 strokes", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Done writing by hand" }).click();
    await page.getByRole("button", { name: "Written by hand ✓ · change it (Cat)" }).click();
    await page.getByText("5 strokes", { exact: true }).waitFor();
    expect(await pad.locator("[data-strokes] path").count()).toBe(5);
    await showWholePad(pad);
    await screenshot(page, "handwriting-pad-tablet", { fullPage: false });

    // Saved, the deck is ready, and its page draws both cards' words in the hand they were written in.
    const fields = page.getByLabel(/^Word for the /);
    for (let i = 1; i < (await fields.count()); i++) await fields.nth(i).fill(`Sam ${"ABCDEFGH"[i]}`);
    await page.getByRole("button", { name: "Save Sam’s words" }).click();
    await page.getByText("Every setup card has its word. The deck is ready to play!").waitFor();
    await page.goto(`/decks/${deckId}`);
    await pageReady(page);
    await showAllCards(page);
    const hands = page.locator("[data-handwriting]");
    await hands.first().waitFor();
    expect(await hands.count()).toBe(2);
    expect(await page.locator("[data-handwriting] path").count()).toBeGreaterThanOrEqual(2);
    await hands.first().scrollIntoViewIfNeeded();
    await screenshot(page, "handwriting-deck-page", { fullPage: false });
  }, 90_000);

  it("a correction on the card page written again by hand with a mouse: a new event with its own hand, the old hand kept", async () => {
    const [gran] = await db.wordDrawing.findMany({ where: { deckId }, orderBy: { createdAt: "asc" }, take: 1 });
    await page.goto(`/decks/${deckId}/cards/${gran!.cardId}`);
    await pageReady(page);
    await page.getByLabel("The right word (empty to clear it)").fill("Cats");
    await page.getByRole("button", { name: "Write it by hand (Cats)" }).click();
    const pad = page.getByRole("img", { name: "Write “Cats” by hand" });
    await pad.scrollIntoViewIfNeeded();
    const at = await onScreen(pad);
    // Playwright's mouse: pointerType "mouse", no pressure.
    for (const stroke of [...FINGER_STROKES, along(12, (t) => [650 + 200 * t, 760 + 60 * Math.sin(t * 6)])]) {
      await page.mouse.move(...at(...stroke[0]!));
      await page.mouse.down();
      for (const p of stroke.slice(1)) await page.mouse.move(...at(...p));
      await page.mouse.up();
    }
    await page.getByText("3 strokes", { exact: true }).waitFor();
    await page.getByLabel("Why").fill("Gran wrote it again");
    await page.getByRole("button", { name: "Save the correction" }).click();
    await page.getByText("The correction is in the card’s story.").waitFor();

    const rows = await db.wordDrawing.findMany({ where: { cardId: gran!.cardId }, orderBy: { createdAt: "asc" }, include: { wordEvent: { select: { kind: true, word: true } } } });
    expect(rows.map((r) => [r.wordEvent.kind, r.wordEvent.word])).toEqual([
      ["SETUP", "Cat"],
      ["CORRECTION", "Cats"],
    ]);
    const corrected = decodeDrawing(rows[1]!.strokes);
    expect(corrected.ok && corrected.drawing.strokes.map((s) => s.pressure)).toEqual([false, false, false]);
    await page.reload();
    await pageReady(page);
    await page.locator("[data-handwriting] path").first().waitFor();
  }, 60_000);
});
