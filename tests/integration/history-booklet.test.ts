import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as downloadBooklet } from "@/app/decks/[deckId]/history/booklet/route";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { historyPaths } from "@/lib/history/paths";
import { deckBooklet } from "@/lib/history/booklet/deck-booklet";
import { STORY_EACH_END } from "@/lib/history/booklet/booklet-stories";
import { pdfPool } from "@/lib/print/pdf-pool";
import { makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { DAY_TWO, appendAt, knownHistory } from "./history-chart-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

/** Runs a poppler tool on the PDF (written to a file of its own) and gives its output. */
function poppler(bytes: Uint8Array, tool: string, args: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "booklet-"));
  try {
    const file = path.join(dir, "booklet.pdf");
    writeFileSync(file, bytes);
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The booklet's text as a reader sees it: one page's, or all of it. */
const pdfText = (bytes: Uint8Array, page?: number) => poppler(bytes, "pdftotext", page ? ["-f", String(page), "-l", String(page)] : []);
const oneLine = (text: string) => text.replace(/\s+/g, " ");
/** The first page whose text says `words`. */
function pageSaying(bytes: Uint8Array, words: string): number {
  const pages = poppler(bytes, "pdftotext", []).split("\f");
  const index = pages.findIndex((page) => oneLine(page).includes(words));
  expect(index, `no page says ${words}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}
/** The pages that show a picture. */
const pdfImagePages = (bytes: Uint8Array) => poppler(bytes, "pdfimages", ["-list"]).split("\n").slice(2).filter(Boolean).map((line) => Number(line.trim().split(/\s+/)[0]));
const pdfFonts = (bytes: Uint8Array) => poppler(bytes, "pdffonts", []);

describe("the deck's booklet", () => {
  afterAll(() => pdfPool().destroy());

  it("is drawn in the PDF worker pool, not on the thread that answers requests and judges games", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id, "Pool Deck");
    const before = pdfPool().completed;
    const booklet = await deckBooklet(owner.id, deck.deckId);
    expect(pdfPool().completed).toBe(before + 1);
    expect(new TextDecoder().decode(booklet.bytes.subarray(0, 5))).toBe("%PDF-");
  });

  it("opens with the deck's name, its family and its dates, in the deck's time zone", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id, "Our Kitchen Deck");
    // The last event, 23:00 UTC on 2 March, is the morning of 3 March in Sydney.
    await db.deck.update({ where: { id: deck.deckId }, data: { timeZone: "Australia/Sydney" } });
    const booklet = await deckBooklet(owner.id, deck.deckId);
    if (process.env.BOOKLET_OUT) writeFileSync(`${process.env.BOOKLET_OUT}-known.pdf`, booklet.bytes);
    const pdf = await PDFDocument.load(booklet.bytes);
    expect(pdf.getTitle()).toBe("Our Kitchen Deck: the story of the deck");
    expect(booklet.fileName).toBe("our-kitchen-deck-story.pdf");
    expect(booklet.pages.cover).toBe(1);
    const cover = oneLine(pdfText(booklet.bytes, 1));
    expect(cover).toContain("Our Kitchen Deck");
    expect(cover).toMatch(/Its family\s+Mum\s+Sam/);
    expect(cover).toContain("1 March 2026 – 3 March 2026");
    expect(cover).toContain("Sydney time");
  });

  it("blank cards share one page, and the booklet grows with the cards that have a story", async () => {
    const owner = await makeUser("Mum");
    const empty = await makeDeck(owner.id, { name: "New Deck" });
    const young = await deckBooklet(owner.id, empty.deckId);
    // A new deck: its cover and one page of its 52 blank cards, nothing else.
    expect(young.pages).toEqual({ cover: 1, stories: 0, blank: 1, year: 0, charts: 0 });
    expect(oneLine(pdfText(young.bytes, 2))).toContain("52 cards are still waiting for a first word");

    // Six cards have a story (four with a word, two lost or corrected to blank); 46 are blank.
    const deck = await knownHistory(owner.id);
    const booklet = await deckBooklet(owner.id, deck.deckId);
    expect(booklet.pages.blank).toBe(1);
    expect(booklet.pages.stories).toBeLessThanOrEqual(4);
    const pages = booklet.pages.cover + booklet.pages.stories + booklet.pages.blank + booklet.pages.year + booklet.pages.charts;
    expect((await PDFDocument.load(booklet.bytes)).getPageCount()).toBe(pages);
    const blankPage = oneLine(pdfText(booklet.bytes, 1 + booklet.pages.stories + 1));
    expect(blankPage).toContain("46 cards are still waiting for a first word");
    expect(blankPage).toMatch(/Spades\s+A\s+2\s+3\s+4/);
  });

  it("a card with a word is drawn as it was printed, picture and design included, beside its story", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id);
    const pear = deck.cards[1]!;
    const picture = new Uint8Array(await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c9a227" } }).jpeg().toBuffer());
    const art = await db.cardArt.create({
      data: { deckId: deck.deckId, box: "PANEL", crop: { x: 0, y: 0, width: 1, height: 1 }, printBytes: picture, printWidth: 60, printHeight: 40, screenBytes: picture, createdById: owner.id },
    });
    await db.card.update({ where: { id: pear.id }, data: { artId: art.id } });
    const ours = { base: "classic", face: { background: "#fffaf0", ink: "#1d2a5b", accent: "#c9a227", red: "#c8102e", black: "#1b1b1f" }, back: { background: "#1d2a5b", motif: "#c9a227", plate: "#f7f1e1", plateText: "#1d2a5b" }, font: "noto-serif-bold", corners: "classic", backText: "snap" };
    await db.deck.update({ where: { id: deck.deckId }, data: { design: { theme: "classic", custom: ours } } });
    const booklet = await deckBooklet(owner.id, deck.deckId);
    if (process.env.BOOKLET_OUT) writeFileSync(`${process.env.BOOKLET_OUT}-drawn.pdf`, booklet.bytes);
    const page = pageSaying(booklet.bytes, "Sam wrote “Pear” at the setup.");
    // The card's own corner code, printed on it as on the sheets, is on the page that tells its story…
    expect(oneLine(pdfText(booklet.bytes, page))).toContain(pear.code);
    // …with its picture…
    expect(pdfImagePages(booklet.bytes)).toContain(page);
    // …in the deck's own design's font (only the cards use it).
    expect(pdfFonts(booklet.bytes)).toContain("NotoSerif-Bold");
  });

  it("the booklet has no app instructions", async () => {
    const owner = await makeUser("Mum");
    for (const deck of [await makeDeck(owner.id), await knownHistory(owner.id)]) {
      const text = oneLine(pdfText((await deckBooklet(owner.id, deck.deckId)).bytes));
      expect(text).not.toMatch(/\bapp\b|click|\btap\b|timeline|play a game|Nothing has happened/i);
    }
  });

  it("continues a long story on further pages, printing its first and latest events", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id);
    const card = deck.cards[0]!.id;
    await appendAt(owner.id, deck.deckId, { at: `${DAY_TWO}T08:00:00Z`, cardId: card, kind: "SETUP", word: "Word 0", playerId: deck.players[0]!.id });
    const events = 2 * STORY_EACH_END + 30;
    for (let i = 1; i < events; i++) {
      await appendAt(owner.id, deck.deckId, { at: `${DAY_TWO}T09:00:00Z`, cardId: card, kind: "CORRECTION", word: `Word ${i}`, previousWord: `Word ${i - 1}`, reason: "Spelt better" });
    }
    const booklet = await deckBooklet(owner.id, deck.deckId);
    if (process.env.BOOKLET_OUT) writeFileSync(`${process.env.BOOKLET_OUT}-long.pdf`, booklet.bytes);
    expect(booklet.pages.stories).toBeGreaterThan(1);
    // Bounded: its first and latest STORY_EACH_END events (60 of 90; about 12 a page), not all of them.
    expect(booklet.pages.stories).toBeLessThanOrEqual(7);
    const text = oneLine(pdfText(booklet.bytes));
    expect(text).toContain(`“Word ${STORY_EACH_END - 2}” to “Word ${STORY_EACH_END - 1}”`);
    expect(text).toContain(`… and ${events - 2 * STORY_EACH_END} more events in between …`);
    expect(text).toContain(`“Word ${events - 2}” to “Word ${events - 1}”`);
    expect(text).not.toContain(`“Word ${STORY_EACH_END}” to`);
    expect(text).toContain("continued");
    expect(booklet.pages.blank).toBe(1);
  }, 60_000);

  it("prints a deck without history, and words in Greek and Cyrillic, and names in any script", async () => {
    const owner = await makeUser("Mum");
    const empty = await makeDeck(owner.id, { name: "Nouveau paquet", players: ["Zoë", "Παππούς"] });
    expect((await PDFDocument.load((await deckBooklet(owner.id, empty.deckId)).bytes)).getPageCount()).toBe(2);
    await appendAt(owner.id, empty.deckId, { at: `${DAY_TWO}T08:00:00Z`, cardId: empty.cards[0]!.id, kind: "SETUP", word: "Μήλο", playerId: empty.players[1]!.id });
    await appendAt(owner.id, empty.deckId, { at: `${DAY_TWO}T08:00:00Z`, cardId: empty.cards[1]!.id, kind: "SETUP", word: "Яблоко", playerId: empty.players[0]!.id, reason: "雪 と 花" });
    const booklet = await deckBooklet(owner.id, empty.deckId);
    if (process.env.BOOKLET_OUT) writeFileSync(`${process.env.BOOKLET_OUT}-scripts.pdf`, booklet.bytes);
    const text = oneLine(pdfText(booklet.bytes));
    for (const written of ["Μήλο", "Яблоко", "Zoë", "Παππούς", "Nouveau paquet"]) expect(text).toContain(written);
  });

  it("is the deck's members' only: viewers get it, anyone else 404", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id);
    const viewer = await makeMember(deck.deckId, "Gran", "VIEWER");
    expect((await deckBooklet(viewer.id, deck.deckId)).bytes.byteLength).toBeGreaterThan(1000);
    const stranger = await makeUser("Stranger");
    expect((await refusal(deckBooklet(stranger.id, deck.deckId))).status).toBe(404);
  });

  it("is answered at its address as a PDF download to members, 404 to anyone else, 401 signed out", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id, { name: "Kitchen" });
    const get = () => downloadBooklet(new NextRequest(`http://localhost:3000${historyPaths(deck.deckId).booklet}`), { params: Promise.resolve({ deckId: deck.deckId }) });
    signedIn.mockResolvedValue(owner);
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="kitchen-story.pdf"');
    expect((await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))).getPageCount()).toBe(2);
    signedIn.mockResolvedValue(await makeUser("Stranger"));
    expect((await get()).status).toBe(404);
    signedIn.mockResolvedValue(null);
    expect((await get()).status).toBe(401);
  });
});
