import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ARTIFACTS } from "../support/app-server";
import { accessibilityViolations, browserForThisFile, pageReady } from "../support/browser";
import { unzip } from "../support/zip";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const downloads = path.join(ARTIFACTS, "downloads");

/** Clicks something that downloads a file and keeps the file as an artifact. */
async function download(page: Page, click: () => Promise<void>, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download", { timeout: 90_000 }), click()]);
  mkdirSync(downloads, { recursive: true });
  const target = path.join(downloads, name);
  await file.saveAs(target);
  return target;
}

/** A README.txt line's value ("Bleed:        1/8 in …" → "1/8 in …"). */
const readmeLine = (readme: string, label: string) => new RegExp(`^${label}:\\s+(.*)$`, "m").exec(readme)?.[1] ?? "";

describe("ordering a printed deck", () => {
  it("exports the deck for a print service as one .zip of poker cards with their bleed, in the order the service expects, after the contact sheet", async () => {
    const page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
    const pat = await signedUpAs(page, "Pat");
    await page.goto(`${await deckWeAlreadyHave(pat, "The Attic Deck")}/print`);
    await pageReady(page);
    const order = page.getByRole("region", { name: "Order a printed deck" });
    expect(await order.getByLabel(/^Poker/).isChecked()).toBe(true);

    // A custom size the layout can't draw is refused beside its field, and nothing can be made of it.
    await order.getByLabel(/^Custom/).check();
    await order.getByLabel("Card width (mm)").fill("0");
    await order.getByLabel("Card height (mm)").focus();
    await order.getByText("The card's width must be between 25 and 180 mm.").waitFor();
    expect(await order.getByRole("button", { name: "Download the contact sheet (PDF)" }).isDisabled()).toBe(true);
    await order.getByLabel(/^Poker/).check();

    const sheet = await download(page, () => order.getByRole("link", { name: "Download the contact sheet (PDF)" }).click(), "attic-contact-sheet.pdf");
    expect(execFileSync("pdfinfo", [sheet], { encoding: "utf8" })).toMatch(/Pages:\s+2\n/);
    execFileSync("pdftoppm", ["-r", "60", "-png", "-f", "1", "-l", "1", sheet, path.join(downloads, "attic-contact-sheet")]);

    const zipFile = await download(
      page,
      async () => {
        await order.getByRole("button", { name: "Make the zip for the printer" }).click();
        await order.getByRole("progressbar", { name: "Order progress" }).waitFor();
        await order.getByRole("status").filter({ hasText: /Drawing the cards: \d+ of 53 images made…/ }).waitFor({ timeout: 60_000 });
        await order.screenshot({ path: path.join(ARTIFACTS, "screenshots", "print-order-progress.png") });
      },
      "attic-poker.zip",
    );
    await order.getByRole("status").filter({ hasText: "Saved the-attic-deck-poker-cards.zip: 53 images and README.txt." }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await order.screenshot({ path: path.join(ARTIFACTS, "screenshots", "print-order.png") });

    const files = await unzip(readFileSync(zipFile));
    const fronts = Array.from({ length: 52 }, (_, i) => `${String(i + 1).padStart(3, "0")}-front.png`);
    expect([...files.keys()]).toEqual(["README.txt", ...fronts, "back.png"]);
    const readme = files.get("README.txt")!.toString("utf8");
    // What README.txt says of the size, bleed, safe area and dpi is what every image is.
    expect(readmeLine(readme, "Card size")).toMatch(/^2\.5 × 3\.5 in \(63\.5 × 88\.9 mm\)/);
    expect(readmeLine(readme, "Bleed")).toMatch(/^1\/8 in \(3\.175 mm\) on every side, included in each image \(37\.5 px\)/);
    expect(readmeLine(readme, "Image size")).toBe("2.75 × 3.75 in (69.85 × 95.25 mm) = 825 × 1125 pixels at 300 dpi.");
    expect(readmeLine(readme, "Safe area")).toMatch(/^2\.25 × 3\.25 in \(57\.15 × 82\.55 mm\): 1\/8 in \(3\.175 mm\) inside the trim, 75 px from each image edge\./);
    const [, width, height, dpi] = /= (\d+) × (\d+) pixels at (\d+) dpi/.exec(readmeLine(readme, "Image size"))!.map(Number);
    expect(width).toBe((2.5 + 2 / 8) * dpi!);
    expect(height).toBe((3.5 + 2 / 8) * dpi!);
    for (const name of [...fronts, "back.png"]) {
      expect(await sharp(files.get(name)!).metadata(), name).toMatchObject({ format: "png", width, height, density: dpi, space: "srgb" });
    }
    // The order README.txt lists is the files' order: the deck's, then its back.
    expect([...readme.matchAll(/^ {2}(\S+\.png) /gm)].map((line) => line[1])).toEqual([...fronts, "back.png"]);
    await page.context().close();
  });
});
