// The layout check's measuring (tests/support/layout-observe.ts) on small pages made for it, in
// real Chromium: it finds what is cut off, too small or too wide, and raises no false alarm for
// what a person can't see or reach, or what WCAG exempts.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile } from "../support/browser";
import { layoutFailures } from "../support/layout-check";
import { observeLayout } from "../support/layout-observe";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 390, height: 844 }, { touch: true });
});

const SR_ONLY = "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0";
const TRUNCATE = "overflow:hidden;text-overflow:ellipsis;white-space:nowrap";
const BIG = "display:inline-block;min-width:48px;min-height:48px";

/** The failures of a page with this body, on a phone; `playScreen` as for a game's screen. */
async function failuresOf(body: string, playScreen = false): Promise<string[]> {
  await page.setContent(`<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;font:16px sans-serif">${body}</body></html>`);
  const seen = await page.evaluate(observeLayout);
  return layoutFailures(seen, { touch: true, playScreen }).map((f) => `${f.cause}: ${f.element}`);
}

describe("the layout check measures what a person sees", () => {
  it("a heading cut off with an ellipsis is found, and one that fits is not", async () => {
    const failures = await failuresOf(`<h2 style="width:60px;${TRUNCATE}">Grandma Rose</h2><h2 style="width:200px;${TRUNCATE}">Mum</h2>`);
    expect(failures).toEqual(['text cut off: h2 "Grandma Rose"']);
  });

  it("a button whose text runs out of it is found", async () => {
    const failures = await failuresOf(`<button style="width:60px;height:48px;white-space:nowrap">Hippopotamus!</button>`);
    expect(failures).toEqual(['text cut off: button "Hippopotamus!"']);
  });

  it("a paragraph clamped to two lines with more to say is found", async () => {
    const failures = await failuresOf(
      `<p style="width:100px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden">Mum shouted Snap! too soon: a false start.</p>`,
    );
    expect(failures).toEqual(['text cut off: p "Mum shouted Snap! too soon: a false start."']);
  });

  it("a control smaller than a finger is found; a link inside a sentence is not (WCAG 2.5.8's inline exception)", async () => {
    const failures = await failuresOf(`<a href="/a" style="display:inline-block;height:30px">Account</a><p>Lost it? <a href="/b">Ask for a new link</a> by email.</p>`);
    expect(failures).toEqual(['too small to touch: a "Account"']);
  });

  it("a checkbox is as big as its label; one without a label is as small as itself", async () => {
    const failures = await failuresOf(
      `<label style="display:flex;min-height:48px;align-items:center"><input type="checkbox" style="width:20px;height:20px"> Auto-flip</label><input type="checkbox" aria-label="Sounds" style="width:20px;height:20px">`,
    );
    expect(failures).toEqual(['too small to touch: input[type=checkbox] "Sounds"']);
  });

  it("text for screen readers only, and what is out of reach under inert, are neither measured nor counted", async () => {
    const failures = await failuresOf(
      `<a href="#main" style="${SR_ONLY}">Skip to content</a>` +
        `<button style="${BIG}">Snap!<span style="${SR_ONLY}"> (Mum’s call, key Q: a long name read out only)</span></button>` +
        `<header inert><a href="/" style="display:inline-block;height:20px">Snap Legacy</a></header>`,
    );
    expect(failures).toEqual([]);
  });

  it("behind an open modal dialog only the dialog is measured: the page behind it is out of reach", async () => {
    const failures = await failuresOf(
      `<button style="width:30px;height:30px">Snap!</button>` +
        `<div role="dialog" aria-modal="true" aria-label="Mum won the snap!" style="position:fixed;inset:0"><button style="width:200px;height:30px">Write the words</button></div>`,
    );
    expect(failures).toEqual(['too small to touch: button "Write the words" in "Mum won the snap!"']);
  });

  it("a page wider than the window names the element that sticks out, but not one inside a box that scrolls across", async () => {
    const failures = await failuresOf(
      `<div style="overflow-x:auto"><div style="width:600px">A wide table that scrolls in its own box</div></div><form aria-label="New deck" style="width:420px">Deck name</form>`,
    );
    expect(failures).toEqual(['wider than the window: form "New deck"']);
  });

  it("a game's screen whose table is taller than the window is found", async () => {
    const failures = await failuresOf(`<div style="position:fixed;inset:0;overflow:hidden"><div style="height:1200px"></div></div>`, true);
    expect(failures).toEqual(["play screen scrolls: div"]);
  });
});
