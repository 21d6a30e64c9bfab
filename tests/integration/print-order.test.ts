import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as contactSheetRoute } from "@/app/decks/[deckId]/print/order/contact-sheet/route";
import { GET as orderRoute } from "@/app/decks/[deckId]/print/order/route";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { pdfPool } from "@/lib/print/pdf-pool";
import { unzip } from "../support/zip";
import { key, makeDeck, makeMember, makeUser } from "./deck-helpers";

vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

beforeAll(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
afterAll(async () => {
  vi.restoreAllMocks();
  await pdfPool().destroy();
});

const call = (route: typeof orderRoute, deckId: string, path: string, query: string) =>
  route(new NextRequest(`http://localhost:3000/decks/${deckId}/print/${path}?${query}`, { headers: { host: "localhost:3000" } }), { params: Promise.resolve({ deckId }) });
const order = (deckId: string, query: string) => call(orderRoute, deckId, "order", query);
const contactSheet = (deckId: string, query: string) => call(contactSheetRoute, deckId, "order/contact-sheet", query);

describe("ordering a printed deck", () => {
  it("gives any member the whole deck as one .zip: README.txt, then every face in deck order, then the back, each at the preset's pixels", async () => {
    const owner = await makeUser("Olive");
    const { deckId, cards } = await makeDeck(owner.id, { name: "The Attic Deck", missing: ["7H"] });
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Llama", playerId: null }] });
    const viewer = await makeMember(deckId, "Vic", "VIEWER");
    signedIn.mockResolvedValue(viewer);

    const response = await order(deckId, "size=mini&format=png&theme=forest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toContain('filename="the-attic-deck-mini-cards.zip"');
    expect(response.headers.get("x-order-images")).toBe("53");
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const names = [...files.keys()];
    expect(names).toEqual(["README.txt", ...Array.from({ length: 52 }, (_, i) => `${String(i + 1).padStart(3, "0")}-front.png`), "back.png"]);
    for (const name of names.slice(1)) expect(await sharp(files.get(name)!).metadata()).toMatchObject({ width: 600, height: 825, density: 300 });
    const readme = files.get("README.txt")!.toString("utf8");
    expect(readme).toContain("001-front.png  Ace of Clubs — “Llama”");
    // Missing cards are in the order too: a printed deck replaces a lost card.
    expect(readme).toMatch(/0\d\d-front\.png {2}7 of Hearts\n/);
    // The forest theme's back, as the print page showed it.
    const back = await sharp(files.get("back.png")!).raw().toBuffer();
    expect([back[0], back[1], back[2]]).toEqual([0x2f, 0x5d, 0x46]);
    // An order is not the deck's print.
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(0);
  });

  it("refuses a stranger's deck and a forged size with a clear message, before anything is made", async () => {
    const owner = await makeUser("Rosa");
    const { deckId } = await makeDeck(owner.id);
    const completed = pdfPool().completed;

    signedIn.mockResolvedValue(await makeUser("Stan"));
    for (const query of ["size=poker", "size=custom&widthMm=0&heightMm=1e9&dpi=NaN"]) {
      for (const response of [await order(deckId, query), await contactSheet(deckId, query)]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: "That deck doesn't exist, or isn't shared with you." });
      }
    }

    signedIn.mockResolvedValue(owner);
    const forged: Array<[string, string]> = [
      ["size=jumbo", "Choose poker, bridge, mini, tarot or a custom size."],
      ["size=custom&widthMm=0&heightMm=88&bleedMm=3&safeMm=3&dpi=300", "The card's width must be between 25 and 180 mm."],
      ["size=custom&widthMm=63&heightMm=99999&bleedMm=3&safeMm=3&dpi=300", "The card's height must be between 25 and 180 mm."],
      ["size=custom&widthMm=NaN&heightMm=88&bleedMm=3&safeMm=3&dpi=300", "The card's width must be a number of millimetres."],
      ["size=custom&widthMm=63&heightMm=88&bleedMm=3&safeMm=3&dpi=2400", "The resolution must be between 300 and 1200 dpi."],
      ["size=custom&widthMm=63&heightMm=88&bleedMm=70&safeMm=3&dpi=300", "The bleed must be between 0 and 5 mm."],
      [`size=poker&theme=${"x".repeat(3000)}`, "That order isn't valid."],
      ["size=poker&theme=neon", "That theme doesn't exist."],
    ];
    for (const [query, error] of forged) {
      expect(await (await order(deckId, query)).json(), query).toEqual({ error });
      expect(await (await contactSheet(deckId, query)).json(), query).toEqual({ error });
    }
    expect(pdfPool().completed).toBe(completed);
    expect(pdfPool().queueSize).toBe(0);
  });

  it("stops drawing when the download is given up, and the next order is made whole", async () => {
    const owner = await makeUser("Quin");
    const { deckId } = await makeDeck(owner.id);
    signedIn.mockResolvedValue(owner);
    const completed = pdfPool().completed;
    const reader = (await order(deckId, "size=poker")).body!.getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(pdfPool().completed).toBe(completed + 1), { timeout: 20_000 });

    const sheet = await contactSheet(deckId, "size=tarot&paper=Letter");
    expect(sheet.headers.get("content-disposition")).toContain('filename="the-kitchen-deck-tarot-contact-sheet.pdf"');
    expect(Buffer.from(await sheet.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const whole = await unzip(Buffer.from(await (await order(deckId, "size=bridge&format=jpeg")).arrayBuffer()));
    expect(whole.size).toBe(54);
    expect(await sharp(whole.get("back.jpg")!).metadata()).toMatchObject({ format: "jpeg", width: 750, height: 1125 });
  });
});
