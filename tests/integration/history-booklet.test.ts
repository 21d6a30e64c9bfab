import { NextRequest } from "next/server";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as downloadBooklet } from "@/app/decks/[deckId]/history/booklet/route";
import { getCurrentUser } from "@/lib/auth/session";
import { historyPaths } from "@/lib/history/paths";
import { deckBooklet } from "@/lib/history/booklet/deck-booklet";
import { STORY_EACH_END } from "@/lib/history/booklet/booklet-stories";
import { pdfPool } from "@/lib/print/pdf-pool";
import { makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { DAY_TWO, appendAt, knownHistory } from "./history-chart-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

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

  it("is a PDF with a title page, a page per card, the year and the charts", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id, "Our Kitchen Deck");
    const booklet = await deckBooklet(owner.id, deck.deckId);
    if (process.env.BOOKLET_OUT) (await import("node:fs")).writeFileSync(`${process.env.BOOKLET_OUT}-known.pdf`, booklet.bytes);
    const pdf = await PDFDocument.load(booklet.bytes);
    expect(pdf.getTitle()).toBe("Our Kitchen Deck: the story of the deck");
    expect(booklet.fileName).toBe("our-kitchen-deck-story.pdf");
    expect(booklet.pages.title).toBe(1);
    expect(booklet.pages.cards).toEqual(Array(52).fill(1));
    expect(booklet.pages.year).toBeGreaterThanOrEqual(1);
    expect(booklet.pages.charts).toBeGreaterThanOrEqual(1);
    expect(pdf.getPageCount()).toBe(1 + 52 + booklet.pages.year + booklet.pages.charts);
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
    if (process.env.BOOKLET_OUT) (await import("node:fs")).writeFileSync(`${process.env.BOOKLET_OUT}-long.pdf`, booklet.bytes);
    expect(booklet.pages.cards[0]).toBeGreaterThan(1);
    // Bounded: its first and latest STORY_EACH_END events (60 of 90; about 14 a page), not all of them.
    expect(booklet.pages.cards[0]).toBeLessThanOrEqual(5);
    expect(booklet.pages.cards.slice(1)).toEqual(Array(51).fill(1));
    expect((await PDFDocument.load(booklet.bytes)).getPageCount()).toBe(1 + booklet.pages.cards.reduce((a, b) => a + b, 0) + booklet.pages.year + booklet.pages.charts);
  }, 60_000);

  it("prints a deck without history, and words in Greek and Cyrillic, and names in any script", async () => {
    const owner = await makeUser("Mum");
    const empty = await makeDeck(owner.id, { name: "Nouveau paquet", players: ["Zoë", "Παππούς"] });
    expect((await PDFDocument.load((await deckBooklet(owner.id, empty.deckId)).bytes)).getPageCount()).toBeGreaterThanOrEqual(55);
    await appendAt(owner.id, empty.deckId, { at: `${DAY_TWO}T08:00:00Z`, cardId: empty.cards[0]!.id, kind: "SETUP", word: "Μήλο", playerId: empty.players[1]!.id });
    await appendAt(owner.id, empty.deckId, { at: `${DAY_TWO}T08:00:00Z`, cardId: empty.cards[1]!.id, kind: "SETUP", word: "Яблоко", playerId: empty.players[0]!.id, reason: "雪 と 花" });
    const booklet = await deckBooklet(owner.id, empty.deckId);
    if (process.env.BOOKLET_OUT) (await import("node:fs")).writeFileSync(`${process.env.BOOKLET_OUT}-scripts.pdf`, booklet.bytes);
    expect((await PDFDocument.load(booklet.bytes)).getPageCount()).toBe(1 + 52 + booklet.pages.year + booklet.pages.charts);
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
    expect((await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))).getPageCount()).toBeGreaterThan(52);
    signedIn.mockResolvedValue(await makeUser("Stranger"));
    expect((await get()).status).toBe(404);
    signedIn.mockResolvedValue(null);
    expect((await get()).status).toBe(401);
  });
});
