import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { cropCardPicture } from "@/lib/designs/crop-card-picture";
import { designEvents } from "@/lib/designs/design-events";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { loadPrintPage } from "@/lib/print-jobs/load-print-page";
import { previewPrintPage } from "@/lib/print-jobs/preview-print-page";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { saveDeckDesign } from "@/lib/print-jobs/save-deck-design";
import { selectPrintCards } from "@/lib/print-jobs/select-print-cards";
import { pdfPool } from "@/lib/print/pdf-pool";
import type { CustomTheme } from "@/lib/print/themes";
import { plainPicture } from "../unit/images/pictures";
import { makeCustomDeck, SETS } from "./card-designs-helpers";
import { key, makeDeck, makeUser } from "./deck-helpers";

afterAll(() => pdfPool().destroy());

function print(userId: string, deckId: string, request: Record<string, unknown>) {
  return printDeckPdf(userId, { deckId, request });
}

async function changed(userId: string, deckId: string) {
  return (await selectPrintCards(userId, { deckId, which: "changed" })).cards.map((card) => card.code);
}

function setPicture(userId: string, deckId: string, label: string, colour: string) {
  return plainPicture(900, 1200, colour).then((bytes) => uploadCardPicture(userId, { deckId, bytes, target: { kind: "set", label }, requestKey: key() }));
}

/** How many pictures a PDF holds: its image objects. */
async function imageObjects(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  return doc.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
}

const ourOwn: CustomTheme = {
  base: "forest",
  face: { background: "#fffaf0", ink: "#1f2a44", accent: "#e07a1f", red: "#b3261e", black: "#1f2a44" },
  back: { background: "#1f2a44", motif: "#e07a1f", plate: "#fffaf0", plateText: "#1f2a44" },
  font: "fira-sans-bold",
  corners: "large",
  backText: "name",
};

describe("cards changed since the last print", () => {
  it("include the cards of a set given a picture or a new crop, without moving the word history; a re-print clears them", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeCustomDeck(owner.id);
    await print(owner.id, deckId, { which: "all" });
    expect(await changed(owner.id, deckId)).toEqual([]);

    const cats = await setPicture(owner.id, deckId, "Cats", "#e07a1f");
    expect(await changed(owner.id, deckId)).toEqual(["1-1", "1-2", "1-3", "1-4"]);
    expect((await loadPrintPage(owner.id, deckId)).cards.filter((card) => card.changed)).toHaveLength(4);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).historySeq).toBe(0);

    await print(owner.id, deckId, { which: "changed" });
    expect(await db.deckPrint.findFirstOrThrow({ where: { deckId }, orderBy: { printedAt: "desc" } })).toMatchObject({ historySeq: 0, designSeq: 1, cardCount: 4 });
    expect(await changed(owner.id, deckId)).toEqual([]);

    await cropCardPicture(owner.id, { deckId, pictureId: cats.pictureId, target: { kind: "set", label: "Cats" }, crop: { x: 0, y: 0, width: 0.9, height: 0.9 }, requestKey: key() });
    const dog = (await db.card.findFirstOrThrow({ where: { deckId, code: "2-3" } })).id;
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: dog, word: "Woof", playerId: null }] });
    expect(await changed(owner.id, deckId)).toEqual(["1-1", "1-2", "1-3", "1-4", "2-3"]);
    await print(owner.id, deckId, { which: "changed" });
    expect(await changed(owner.id, deckId)).toEqual([]);
  });

  it("include every card when the deck's look changes, recorded once with what changed; saving the same look again records nothing", async () => {
    const owner = await makeUser("Dad");
    const { deckId } = await makeDeck(owner.id);
    await print(owner.id, deckId, { which: "all" });

    const design = { deckId, theme: "forest", useBackImage: false, custom: ourOwn };
    await saveDeckDesign(owner.id, design);
    expect(await changed(owner.id, deckId)).toHaveLength(52);
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId } })).toMatchObject({ designSeq: 1, lookSeq: 1, historySeq: 0 });
    const story = await designEvents(owner.id, deckId);
    expect(story).toHaveLength(1);
    expect(story[0]).toMatchObject({ kind: "LOOK_CHANGED", by: "Dad", cards: [] });
    expect(story[0]!.description).toBe("changed the deck’s look: theme Classic → our own; font Fira Sans; face colours; large corners; back colours; back says “The Kitchen Deck”");

    await saveDeckDesign(owner.id, design);
    expect(await db.deckDesignEvent.count({ where: { deckId } })).toBe(1);
    await print(owner.id, deckId, { which: "changed" });
    expect(await changed(owner.id, deckId)).toEqual([]);

    await saveDeckDesign(owner.id, { deckId, theme: "forest", backPattern: "dots", useBackImage: false });
    expect((await designEvents(owner.id, deckId))[0]!.description).toBe("changed the deck’s look: theme our own → Forest; back pattern dots");
    expect(await changed(owner.id, deckId)).toHaveLength(52);
  });

  it("a retried save with the same request key records the change once; a picture change's key can't be reused for it (409)", async () => {
    const owner = await makeUser("Ros");
    const { deckId, cards } = await makeDeck(owner.id);
    const requestKey = key();
    await saveDeckDesign(owner.id, { deckId, theme: "midnight", useBackImage: false, requestKey });
    await saveDeckDesign(owner.id, { deckId, theme: "midnight", useBackImage: false, requestKey });
    expect(await db.deckDesignEvent.findMany({ where: { deckId } })).toMatchObject([{ kind: "LOOK_CHANGED", summary: "theme Classic → Midnight", requestKey }]);

    const pictureKey = key();
    await uploadCardPicture(owner.id, { deckId, bytes: await plainPicture(600, 800), target: { kind: "cards", cardIds: [cards[0]!.id] }, requestKey: pictureKey });
    await expect(saveDeckDesign(owner.id, { deckId, theme: "forest", useBackImage: false, requestKey: pictureKey })).rejects.toMatchObject({ status: 409 });
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId } })).toMatchObject({ design: { theme: "midnight" }, designSeq: 2, lookSeq: 1 });
  });

  it("refuses a theme of one's own with a colour that isn't a colour or a font the app doesn't have, and changes nothing", async () => {
    const owner = await makeUser("Lou");
    const { deckId } = await makeDeck(owner.id);
    for (const custom of [{ ...ourOwn, face: { ...ourOwn.face, ink: "red" } }, { ...ourOwn, font: "comic-sans" }]) {
      await expect(saveDeckDesign(owner.id, { deckId, theme: "forest", useBackImage: false, custom })).rejects.toMatchObject({ status: 400 });
    }
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId } })).toMatchObject({ design: null, designSeq: 0, lookSeq: 0 });
  });
});

describe("the PDF and preview of a deck with pictures", () => {
  it("embeds each set's picture once however many cards show it, prints in the deck's own theme, and keeps the words extractable", async () => {
    const owner = await makeUser("Gran");
    const { deckId, cards } = await makeCustomDeck(owner.id);
    const colours = ["#e07a1f", "#1e5af0", "#2f8a4f", "#8a2f7a"];
    const arts = [];
    for (const [i, set] of SETS.entries()) arts.push(await setPicture(owner.id, deckId, set.label, colours[i]!));
    await saveDeckDesign(owner.id, { deckId, theme: "forest", useBackImage: false, custom: ourOwn });
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[1]!.id, word: "Whiskers", playerId: null }] });

    const pdf = await print(owner.id, deckId, { which: "all", bleedMm: 3, backs: "long-edge" });
    expect(pdf.cardCount).toBe(16);
    expect(await imageObjects(pdf.bytes)).toBe(4);
    const recorded = await db.deckPrint.findFirstOrThrow({ where: { deckId } });
    expect(recorded.options).toMatchObject({ custom: { font: "fira-sans-bold" } });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "printing-pictures-"));
    try {
      fs.writeFileSync(path.join(dir, "deck.pdf"), pdf.bytes);
      expect(execFileSync("pdftotext", [path.join(dir, "deck.pdf"), "-"]).toString()).toContain("Whiskers");
      execFileSync("pdftoppm", ["-r", "20", "-f", "1", "-l", "1", "-png", path.join(dir, "deck.pdf"), path.join(dir, "page")]);
      expect(fs.readdirSync(dir).some((name) => name.startsWith("page"))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    const preview = await previewPrintPage(owner.id, { deckId, request: "which=all", page: 1 }, { fontFamilies: {} });
    // The first page holds nine cards: the Cats, the Dogs and the first Owl.
    const shown = arts.map((art) => preview.svg.includes(`<image href="/decks/${deckId}/art/${art.artId}"`));
    expect(shown).toEqual([true, true, true, false]);
  });

  it("prints a built-in theme instead of the deck's own when the print asks for one", async () => {
    const owner = await makeUser("Nan");
    const { deckId } = await makeDeck(owner.id);
    await saveDeckDesign(owner.id, { deckId, theme: "forest", useBackImage: false, custom: ourOwn });
    await print(owner.id, deckId, { which: "all", theme: "midnight" });
    await print(owner.id, deckId, { which: "all" });
    const [asked, own] = await db.deckPrint.findMany({ where: { deckId }, orderBy: { printedAt: "asc" } });
    expect(asked!.options).toMatchObject({ theme: "midnight" });
    expect(asked!.options).not.toHaveProperty("custom");
    expect(own!.options).toMatchObject({ theme: "forest", custom: ourOwn });
  });
});
