import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { isPrintReady } from "@/lib/images/print-ready-marker";
import { writeWords } from "@/lib/decks/write-words";
import { loadPrintPage } from "@/lib/print-jobs/load-print-page";
import { previewPrintPage } from "@/lib/print-jobs/preview-print-page";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { saveDeckDesign } from "@/lib/print-jobs/save-deck-design";
import { selectPrintCards } from "@/lib/print-jobs/select-print-cards";
import { uploadBackImage } from "@/lib/print-jobs/upload-back-image";
import { makePng } from "../unit/print/png";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

async function write(userId: string, deckId: string, cardId: string, word: string) {
  await writeWords(userId, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId, word, playerId: null }] });
}

async function selected(userId: string, deckId: string, which: string, cards: string[] = []) {
  return (await selectPrintCards(userId, { deckId, which, cards })).cards.map((card) => card.code);
}

function print(userId: string, deckId: string, request: Record<string, unknown>) {
  return printDeckPdf(userId, { deckId, request });
}

describe("choosing the cards to print", () => {
  it("prints every card until a first print; after it, only cards changed since they were printed, using the recorded history position", async () => {
    const owner = await makeUser("Olive");
    const { deckId, cards } = await makeDeck(owner.id);
    expect(await selected(owner.id, deckId, "changed")).toHaveLength(52);

    await print(owner.id, deckId, { which: "all" });
    const first = await db.deckPrint.findFirstOrThrow({ where: { deckId } });
    expect(first).toMatchObject({ printedById: owner.id, historySeq: 0, cardCount: 52, pageCount: 6 });
    expect(await selected(owner.id, deckId, "changed")).toEqual([]);

    await write(owner.id, deckId, cards[4]!.id, "Rocket");
    await write(owner.id, deckId, cards[9]!.id, "Teapot");
    expect(await selected(owner.id, deckId, "changed")).toEqual([cards[4]!.code, cards[9]!.code]);

    // A print of one chosen card leaves the other changed card still waiting to be printed.
    await print(owner.id, deckId, { which: "chosen", cards: [cards[4]!.id] });
    const second = await db.deckPrint.findFirstOrThrow({ where: { deckId }, orderBy: { printedAt: "desc" } });
    expect(second).toMatchObject({ historySeq: 2, cardCount: 1, cardIds: [cards[4]!.id] });
    expect(await selected(owner.id, deckId, "changed")).toEqual([cards[9]!.code]);

    await print(owner.id, deckId, { which: "changed" });
    expect(await selected(owner.id, deckId, "changed")).toEqual([]);
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(3);
    await expect(print(owner.id, deckId, { which: "changed" })).rejects.toThrow("No card has changed since it was last printed.");
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(3);
  });

  it("prints cards with words, and chosen cards in deck order, refusing cards of another deck", async () => {
    const owner = await makeUser("Wendy");
    const { deckId, cards } = await makeDeck(owner.id);
    const other = await makeDeck(owner.id);
    await expect(print(owner.id, deckId, { which: "words" })).rejects.toThrow("No card has a word yet");
    await write(owner.id, deckId, cards[30]!.id, "Pancake");
    await write(owner.id, deckId, cards[2]!.id, "Wombat");
    expect(await selected(owner.id, deckId, "words")).toEqual([cards[2]!.code, cards[30]!.code]);
    expect(await selected(owner.id, deckId, "chosen", [cards[7]!.id, cards[1]!.id])).toEqual([cards[1]!.code, cards[7]!.code]);
    const error = await refusal(selectPrintCards(owner.id, { deckId, which: "chosen", cards: [other.cards[0]!.id] }));
    expect(error).toEqual({ status: 404, message: "That card doesn't exist, or isn't shared with you." });
    expect((await refusal(print(owner.id, deckId, { which: "chosen" }))).message).toBe("Choose at least one card to print.");
  });

  it("prints missing cards too (a printed card can replace a lost one)", async () => {
    const owner = await makeUser("Rita");
    const { deckId } = await makeDeck(owner.id, { missing: ["7H"] });
    const all = await selected(owner.id, deckId, "all");
    expect(all).toHaveLength(52);
    expect(all).toContain("7H");
  });
});

describe("the PDF and its preview", () => {
  it("makes a PDF of the chosen cards with their own codes, and a preview page from the same layout", async () => {
    const owner = await makeUser("Pip");
    const { deckId, cards } = await makeDeck(owner.id);
    await write(owner.id, deckId, cards[0]!.id, "Banana");
    const pdf = await print(owner.id, deckId, { which: "words", backs: "long-edge", paper: "A4" });
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdf).toMatchObject({ fileName: "the-kitchen-deck-cards.pdf", pageCount: 2, cardCount: 1 });

    const preview = await previewPrintPage(owner.id, { deckId, page: 99, request: { backs: "short-edge" } }, {});
    expect(preview).toMatchObject({ page: 12, pageCount: 12, cardCount: 52, side: "back" });
    const front = await previewPrintPage(owner.id, { deckId, page: 1, request: {} }, {});
    expect(front.svg).toContain(">Banana</text>");
    expect(front.svg).toContain(`>${cards[0]!.code}</text>`);
  });

  it("refuses bad options with a clear message (400) and records nothing", async () => {
    const owner = await makeUser("Ned");
    const { deckId } = await makeDeck(owner.id);
    expect((await refusal(print(owner.id, deckId, { paper: "A5" }))).message).toBe("Paper must be A4, Letter or A3.");
    expect((await refusal(print(owner.id, deckId, { bleedMm: "9" }))).message).toBe("Bleed must be between 0 and 5 mm.");
    expect((await refusal(print(owner.id, deckId, { backOffsetX: "12" }))).status).toBe(400);
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(0);
  });
});

describe("the deck's design", () => {
  it("is saved per deck by an editor and used by the next print", async () => {
    const owner = await makeUser("Dora");
    const { deckId } = await makeDeck(owner.id);
    await saveDeckDesign(owner.id, { deckId, theme: "forest", backPattern: "dots", useBackImage: false });
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).design).toEqual({ theme: "forest", backPattern: "dots", useBackImage: false });
    expect((await loadPrintPage(owner.id, deckId)).deck.design.theme).toBe("forest");
    const preview = await previewPrintPage(owner.id, { deckId, request: { backs: "long-edge" }, page: 2 }, {});
    expect(preview.svg).toContain("#2f5d46"); // the forest theme's back colour
    expect((await refusal(saveDeckDesign(owner.id, { deckId, theme: "neon", useBackImage: false }))).status).toBe(400);
    expect((await refusal(saveDeckDesign(owner.id, { deckId, theme: "classic", useBackImage: true }))).message).toBe("Upload a picture for the backs first.");
  });

  it("accepts a PNG for the backs, stored ready for print, and switches them to it; refuses other files with the reason and changes nothing", async () => {
    const owner = await makeUser("Bea");
    const { deckId, cards } = await makeDeck(owner.id);
    await saveDeckDesign(owner.id, { deckId, theme: "playful", useBackImage: false });

    const tooSmall = await refusal(uploadBackImage(owner.id, { deckId, bytes: makePng(100, 80) }));
    expect(tooSmall.message).toBe("The back image is 100 × 80 pixels; it needs at least 300 pixels on each side to print sharply.");
    const notAPicture = await refusal(uploadBackImage(owner.id, { deckId, bytes: new TextEncoder().encode("GIF89a not really") }));
    expect(notAPicture.message).toBe("The back image must be a PNG or JPEG picture.");
    expect(await db.deckBackImage.count({ where: { deckId } })).toBe(0);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).design).toEqual({ theme: "playful", useBackImage: false });

    const png = makePng(320, 400);
    expect(await uploadBackImage(owner.id, { deckId, bytes: png })).toEqual({ mime: "image/jpeg", width: 320, height: 400 });
    const stored = await db.deckBackImage.findUniqueOrThrow({ where: { deckId } });
    expect(stored).toMatchObject({ mime: "image/jpeg", width: 320, height: 400, uploadedById: owner.id });
    expect(isPrintReady(stored.bytes)).toBe(true);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).design).toEqual({ theme: "playful", useBackImage: true });

    const preview = await previewPrintPage(owner.id, { deckId, request: { backs: "long-edge" }, page: 2 }, {});
    expect(preview.svg).toMatch(new RegExp(`<image href="/decks/${deckId}/print/back-image\\?v=\\d+"`));
    const pdf = await print(owner.id, deckId, { backs: "long-edge", which: "chosen", cards: [cards[0]!.id] });
    expect(pdf.pageCount).toBe(2);
    expect((await db.deckPrint.findFirstOrThrow({ where: { deckId } })).options).toMatchObject({ backs: "long-edge", backImage: true, theme: "playful" });
  });
});

describe("who may print", () => {
  it("hides the deck from non-members (404); a viewer may download a PDF but not change the design (403)", async () => {
    const owner = await makeUser("Owen");
    const stranger = await makeUser("Stan");
    const { deckId } = await makeDeck(owner.id);
    const viewer = await makeMember(deckId, "Vera", "VIEWER");

    expect((await refusal(print(stranger.id, deckId, {}))).status).toBe(404);
    expect((await refusal(loadPrintPage(stranger.id, deckId))).status).toBe(404);
    expect((await refusal(previewPrintPage(stranger.id, { deckId, request: {} }, {}))).status).toBe(404);

    const refused = await refusal(saveDeckDesign(viewer.id, { deckId, theme: "midnight", useBackImage: false }));
    expect(refused.status).toBe(403);
    expect((await refusal(uploadBackImage(viewer.id, { deckId, bytes: makePng(320, 320) }))).status).toBe(403);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).design).toBeNull();

    expect((await loadPrintPage(viewer.id, deckId)).canEditDesign).toBe(false);
    const pdf = await print(viewer.id, deckId, { which: "all" });
    expect(pdf.cardCount).toBe(52);
  });

  it("a viewer's download is not the deck's print: the owner still sees every changed card as changed", async () => {
    const owner = await makeUser("Orla");
    const { deckId, cards } = await makeDeck(owner.id);
    const viewer = await makeMember(deckId, "Vic", "VIEWER");
    const editor = await makeMember(deckId, "Eda", "EDITOR");
    await print(owner.id, deckId, { which: "all" });
    await write(owner.id, deckId, cards[3]!.id, "Lantern");

    await print(viewer.id, deckId, { which: "changed" });
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(1);
    expect(await selected(owner.id, deckId, "changed")).toEqual([cards[3]!.code]);
    expect((await loadPrintPage(owner.id, deckId)).lastPrint).toMatchObject({ printedBy: { name: "Orla" } });

    await print(editor.id, deckId, { which: "changed" });
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(2);
    expect(await selected(owner.id, deckId, "changed")).toEqual([]);
  });
});
