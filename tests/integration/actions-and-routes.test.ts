import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signUpAction } from "@/app/(site)/sign-up/actions/sign-up";
import { recordGameActionsAction } from "@/app/decks/[deckId]/actions/record-game-actions";
import { startScreenGameAction } from "@/app/decks/[deckId]/actions/start-screen-game";
import { writeWordsAction } from "@/app/decks/[deckId]/actions/write-words";
import { previewPrintPageAction } from "@/app/decks/[deckId]/print/actions/preview-print-page";
import { GET as backImage, POST as uploadBackImage } from "@/app/decks/[deckId]/print/back-image/route";
import { GET as downloadPdf } from "@/app/decks/[deckId]/print/pdf/route";
import { createDeckAction } from "@/app/decks/new/actions/create-deck";
import { DATABASE_UNREACHABLE } from "@/lib/actions/problem";
import { getCurrentUser } from "@/lib/auth/session";
import { createPrismaClient, db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { makePng } from "../unit/print/png";
import { freePort } from "../support/free-port";
import { key, makeDeck, makeUser } from "./deck-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
// Outside a request, the request's headers are the app's own address.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ host: "localhost:3000" }) }));
const signedIn = vi.mocked(getCurrentUser);

let owner: Awaited<ReturnType<typeof makeUser>>;
let deckId: string;

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

beforeEach(async () => {
  owner = await makeUser("Olive");
  deckId = (await makeDeck(owner.id)).deckId;
  signedIn.mockResolvedValue(owner);
});

describe("a server action's body (hardening 15)", () => {
  it("that is malformed (not an object, wrong types, missing fields) gets a 400 with a plain message, not a 500", async () => {
    const malformed = [
      () => writeWordsAction("nonsense" as never),
      () => writeWordsAction(null as never),
      () => writeWordsAction([deckId] as never),
      () => writeWordsAction({ deckId, requestKey: key(), kind: "IMPORT", writes: 5 } as never),
      () => writeWordsAction({ deckId } as never),
      () => recordGameActionsAction(7 as never),
      () => createDeckAction({} as never),
      () => previewPrintPageAction({ deckId, query: ["x"], page: "two" } as never),
      () => signUpAction(undefined as never),
    ];
    for (const send of malformed) {
      const result = await send();
      expect(result).toMatchObject({ ok: false, status: 400 });
      if (!result.ok) expect(result.error).not.toMatch(/Something went wrong|expected .*, received/);
    }
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
  });

  it("that is well formed does the work", async () => {
    const card = await db.card.findFirstOrThrow({ where: { deckId } });
    const result = await writeWordsAction({ deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Kite", playerId: null }] });
    expect(result).toEqual({ ok: true, data: false });
  });

  it("from someone signed out gets a 401", async () => {
    signedIn.mockResolvedValue(null);
    expect(await writeWordsAction({ deckId, requestKey: key(), kind: "IMPORT", writes: [] })).toEqual({
      ok: false,
      status: 401,
      error: "Your session has ended. Please sign in again.",
    });
  });
});

describe("what a refused action tells the person", () => {
  it("starting a game with too few cards for the seats (a 2×2 deck, six seats) gets the rules' own message, 400", async () => {
    const { deckId: tiny } = await createDeck(owner.id, {
      requestKey: key(),
      name: "Tiny",
      composition: { kind: "custom", sets: [{ label: "Cat", colour: "#b42318" }, { label: "Dog", colour: "#1d4ed8" }], cardsPerSet: 2 },
      players: [{ name: "Ann", colour: "#b42318" }, { name: "Ben", colour: "#1d4ed8" }],
      start: "existing",
    });
    const players = await db.player.findMany({ where: { deckId: tiny } });
    const result = await startScreenGameAction({
      deckId: tiny,
      requestKey: key(),
      seats: [...players.map((p) => ({ kind: "person" as const, playerId: p.id })), ...Array.from({ length: 4 }, () => ({ kind: "bot" as const, pace: "quick" as const }))],
    });
    expect(result).toEqual({ ok: false, status: 400, error: "There are not enough cards for every player." });
    expect(await db.game.count({ where: { deckId: tiny } })).toBe(0);
  });

  it("a database that can't be reached gets a 503 saying nothing was changed", async () => {
    const unreachable = createPrismaClient(`postgresql://postgres@127.0.0.1:${await freePort()}/postgres`);
    signedIn.mockImplementation(() => unreachable.user.findFirst() as never);
    expect(await writeWordsAction({ deckId, requestKey: key(), kind: "IMPORT", writes: [] })).toEqual({ ok: false, status: 503, error: DATABASE_UNREACHABLE });
    await unreachable.$disconnect();
  });

  it("signing up with bad fields gets each field's message beside it, and creates nothing", async () => {
    const result = await signUpAction({ name: " ", email: "not-an-email", password: "short" });
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (result.ok) return;
    expect(Object.keys(result.fields ?? {}).sort()).toEqual(["email", "name", "password"]);
    expect(await db.user.count({ where: { email: "not-an-email" } })).toBe(0);
  });

  it("signing up runs through the same boundary as every action", async () => {
    signedIn.mockResolvedValue(null);
    const result = await signUpAction({ name: "Nia", email: `nia.${key()}@example.com`, password: "a long password" });
    expect(result).toEqual({ ok: true, data: { userId: expect.any(String) } });
  });
});

describe("the back picture route (hardening 11)", () => {
  const url = () => `http://localhost:3000/decks/${deckId}/print/back-image`;
  const params = () => ({ params: Promise.resolve({ deckId }) });

  function upload(headers: Record<string, string>) {
    const form = new FormData();
    form.set("image", new Blob([new Uint8Array(makePng(320, 320))], { type: "image/png" }), "back.png");
    return uploadBackImage(new NextRequest(url(), { method: "POST", body: form, headers: { host: "localhost:3000", ...headers } }), params());
  }

  it("refuses an upload from a page of another origin, with the signed-in user's cookie, and changes nothing", async () => {
    const forgeries: Record<string, string>[] = [
      { origin: "http://localhost:3001" },
      { origin: "http://evil.localhost:3000" },
      { "sec-fetch-site": "same-site" },
      { referer: "http://localhost:3001/attack" },
      {},
    ];
    for (const forged of forgeries) {
      const response = await upload(forged);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "This request came from another site, so nothing was changed." });
    }
    expect(await db.deckBackImage.count({ where: { deckId } })).toBe(0);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).design).toBeNull();
  });

  it("takes an upload from the app's own page", async () => {
    const response = await upload({ origin: "http://localhost:3000" });
    expect(response.status).toBe(200);
    expect(await db.deckBackImage.count({ where: { deckId } })).toBe(1);
    const shown = await backImage(new NextRequest(url(), { headers: { host: "localhost:3000", origin: "http://elsewhere.example" } }), params());
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toMatch(/^image\//);
  });

  it("answers someone outside the deck 404, as JSON", async () => {
    signedIn.mockResolvedValue(await makeUser("Stan"));
    const response = await upload({ origin: "http://localhost:3000" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "That deck doesn't exist, or isn't shared with you." });
  });
});

describe("the PDF route, whose download is recorded as the deck's print (hardening 11 and 13)", () => {
  const download = (headers: Record<string, string>) =>
    downloadPdf(new NextRequest(`http://localhost:3000/decks/${deckId}/print/pdf?which=all`, { headers: { host: "localhost:3000", ...headers } }), {
      params: Promise.resolve({ deckId }),
    });

  it("refuses a download another origin's page started with the owner's cookie, and records no print", async () => {
    const forgeries: Record<string, string>[] = [{ "sec-fetch-site": "same-site" }, { "sec-fetch-site": "cross-site" }, { referer: "http://localhost:3001/attack" }];
    for (const forged of forgeries) expect((await download(forged)).status).toBe(403);
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(0);
  });

  it("gives the owner's own page the PDF and records the print", async () => {
    const response = await download({ "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(1);
  });
});
