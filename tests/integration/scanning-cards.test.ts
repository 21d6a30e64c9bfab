import { NextRequest } from "next/server";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { GET as openCardLink } from "@/app/c/[code]/route";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { safeReturnPath } from "@/lib/auth/return-path";
import { db } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { noteDeckCheck } from "@/lib/decks/deck-check/note-deck-check";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { importDeck } from "@/lib/history/import/import-deck";
import { loadPrintPage } from "@/lib/print-jobs/load-print-page";
import { databaseMigratedBefore, dropDatabase } from "../support/database-server";
import { exportZip } from "./export-zip-helpers";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", async (original) => ({ ...(await original<typeof import("@/lib/auth/session")>()), getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

const LINK_CODE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

let owner: CurrentUser;
let deck: Awaited<ReturnType<typeof makeDeck>>;

/** A phone opening a card's short link, as its QR code or a typed address would. */
async function open(code: string): Promise<{ status: number; location: string | null; body: string }> {
  const response = await openCardLink(new NextRequest(`http://localhost:3000/c/${encodeURIComponent(code)}`, { headers: { "sec-fetch-mode": "navigate" } }), {
    params: Promise.resolve({ code }),
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

beforeAll(async () => {
  owner = await makeUser("Olive");
  deck = await makeDeck(owner.id);
});
beforeEach(() => signedIn.mockResolvedValue(owner));
afterAll(() => vi.restoreAllMocks());

describe("a card's short link, /c/<code>, as its printed QR code holds it", () => {
  it("every card gets its own permanent code of ten letters and digits", () => {
    const codes = deck.cards.map((card) => card.linkCode);
    expect(codes.every((code) => LINK_CODE.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(deck.cards.length);
  });

  it("takes a member of the card's deck to the card's page, in any case", async () => {
    const card = deck.cards[6]!;
    expect(await open(card.linkCode)).toEqual({ status: 307, location: `/decks/${deck.deckId}/cards/${card.id}`, body: "" });
    expect((await open(card.linkCode.toLowerCase())).location).toBe(`/decks/${deck.deckId}/cards/${card.id}`);
    const viewer = await makeMember(deck.deckId, "Vic", "VIEWER");
    signedIn.mockResolvedValue(viewer);
    expect((await open(card.linkCode)).location).toBe(`/decks/${deck.deckId}/cards/${card.id}`);
  });

  it("signed out, asks to sign in first and comes back to the link, whether or not the code names a card", async () => {
    signedIn.mockResolvedValue(null);
    const card = deck.cards[0]!;
    const known = await open(card.linkCode);
    expect(known).toEqual({ status: 307, location: `/sign-in?callbackUrl=${encodeURIComponent(`/c/${card.linkCode}`)}`, body: "" });
    expect(safeReturnPath(new URL(known.location!, "http://localhost:3000").searchParams.get("callbackUrl"))).toBe(`/c/${card.linkCode}`);
    const unknown = await open("0000000000");
    expect(unknown.location).toBe(`/sign-in?callbackUrl=${encodeURIComponent("/c/0000000000")}`);
  });

  it("a stranger holding another family's card gets the very answer a code of no card gets, and learns nothing of it", async () => {
    const stranger = await makeUser("Stan");
    signedIn.mockResolvedValue(stranger);
    const theirs = await open(deck.cards[0]!.linkCode);
    const nothing = await open("ZZZZZZZZZZ");
    expect(theirs).toEqual(nothing);
    expect(theirs.status).toBe(404);
    expect(theirs.location).toBeNull();
    expect(theirs.body).not.toContain(deck.deckId);
    for (const odd of ["", "7H", "../decks", "0000000000000", "ZZZZZZZZZ%", "' OR 1=1 --"]) expect(await open(odd), odd).toEqual(nothing);
  });

  it("an imported copy of a deck gets codes of its own: the printed cards keep leading to the deck they came from", async () => {
    const { deckId: copy } = await importDeck(owner.id, { requestKey: key(), file: await exportZip(owner.id, deck.deckId) });
    const copied = await db.card.findMany({ where: { deckId: copy }, select: { linkCode: true } });
    expect(copied).toHaveLength(deck.cards.length);
    const originals = new Set(deck.cards.map((card) => card.linkCode));
    expect(copied.filter((card) => originals.has(card.linkCode) || !LINK_CODE.test(card.linkCode))).toEqual([]);
  });

  it("cards made before short links existed are each given a code of their own by the migration", async () => {
    const adminUrl = inject("adminDatabaseUrl");
    const url = await databaseMigratedBefore(adminUrl, "20261208120000_scanning_cards");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`INSERT INTO users (id, email, name) VALUES ('u1', 'mum@example.com', 'Mum')`);
      await client.query(`INSERT INTO decks (id, name, kind, "createdById") VALUES ('d1', 'Kitchen', 'STANDARD', 'u1')`);
      await client.query(`INSERT INTO cards (id, "deckId", position, code, rank) SELECT 'c' || n, 'd1', n, 'C' || n, 'A' FROM generate_series(1, 300) n`);
      await runMigrations(url);
      const { rows } = await client.query<{ linkCode: string }>(`SELECT "linkCode" FROM cards`);
      expect(rows).toHaveLength(300);
      expect(rows.filter((row) => !LINK_CODE.test(row.linkCode))).toEqual([]);
      expect(new Set(rows.map((row) => row.linkCode)).size).toBe(300);
    } finally {
      await client.end();
      await dropDatabase(adminUrl, url);
    }
  });
});

describe("QR codes on by default once a deck's cards are scanned", () => {
  it("a new deck's print page starts without QR codes, saying the scanner needs them", async () => {
    const { deckId } = await makeDeck(owner.id);
    const { qr } = await loadPrintPage(owner.id, deckId);
    expect(qr.byDefault).toBe(false);
    expect(qr.hint).toContain("The card scanner");
  });

  it("after a session at the real table, the print page starts with QR codes on", async () => {
    const { deckId, players } = await makeDeck(owner.id);
    await startTableSession(owner.id, { deckId, requestKey: key(), players: players.map((p) => p.id) });
    expect((await loadPrintPage(owner.id, deckId)).qr).toMatchObject({ byDefault: true, hint: expect.stringContaining("played at the real table") });
  });

  it("after an editor's deck check, the print page starts with QR codes on; a viewer's check or a stranger's changes nothing", async () => {
    const { deckId } = await makeDeck(owner.id);
    const viewer = await makeMember(deckId, "Vera", "VIEWER");
    const stranger = await makeUser("Sid");
    expect((await refusal(noteDeckCheck(viewer.id, { deckId }))).status).toBe(403);
    expect((await refusal(noteDeckCheck(stranger.id, { deckId }))).status).toBe(404);
    expect((await loadPrintPage(owner.id, deckId)).qr.byDefault).toBe(false);
    await noteDeckCheck(owner.id, { deckId });
    const first = (await db.deck.findUniqueOrThrow({ where: { id: deckId } })).deckCheckedAt;
    await noteDeckCheck(owner.id, { deckId });
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).deckCheckedAt).toEqual(first);
    expect((await loadPrintPage(viewer.id, deckId)).qr).toMatchObject({ byDefault: true, hint: expect.stringContaining("checked against the real deck") });
  });
});
