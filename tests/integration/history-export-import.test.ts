import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as csvRoute } from "@/app/decks/[deckId]/history/export/csv/route";
import { GET as zipRoute } from "@/app/decks/[deckId]/history/export/zip/route";
import { POST as importRoute } from "@/app/decks/import/file/route";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { changeCardStatus } from "@/lib/decks/card-status";
import { correctWord } from "@/lib/decks/correct-word";
import { setPlayerArchived } from "@/lib/decks/players";
import { readSetupDeal, writeSetupWords } from "@/lib/decks/setup";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { exportHistoryCsv } from "@/lib/history/export/export-history-csv";
import { readText } from "@/lib/history/export/text-stream";
import { importDeck } from "@/lib/history/import/import-deck";
import { IMPORT_LIMITS, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "@/lib/history/import/import-limits";
import { importPool } from "@/lib/history/import/import-pool";
import { REQUEST_KEY_HEADER } from "@/lib/history/import/import-upload";
import { isPrintReady } from "@/lib/images/print-ready-marker";
import { pdfPool } from "@/lib/print/pdf-pool";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { uploadBackImage } from "@/lib/print-jobs/upload-back-image";
import { makePng } from "../unit/print/png";
import { importUpload, key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { exportZip, firstVersionOf, normalisedExport, unzip } from "./export-zip-helpers";

vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ host: "localhost:3000" }) }));
const signedIn = vi.mocked(getCurrentUser);

beforeAll(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all([pdfPool().destroy(), importPool().destroy()]);
});

type Doc = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A deck that has lived: the twelve-card setup (and a card missing from the start), a table game
 * with two won snaps and its actions, a correction, a card lost, an archived player, a print and a
 * back picture. Only its owner is a member, so its export names the same people after an import.
 */
async function livedInDeck() {
  const owner = await makeUser("Mum");
  const { deckId, cards, players } = await makeDeck(owner.id, { players: ["Mum", "Sam", "Gran"], start: "setup", missing: ["KS"] });
  const deck = await db.deck.findUniqueOrThrow({ where: { id: deckId } });
  const deal = readSetupDeal(deck.setupDeal);
  let n = 0;
  for (const [playerId, cardIds] of Object.entries(deal)) {
    await writeSetupWords(owner.id, { deckId, playerId, requestKey: key(), words: cardIds.map((cardId) => ({ cardId, word: `Setup ${++n}` })) });
  }
  const card = (code: string) => cards.find((c) => c.code === code)!.id;
  const dealt = new Set(Object.values(deal).flat());
  const blank = cards.filter((c) => !dealt.has(c.id) && c.code !== "KS");
  const { gameId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: players.slice(0, 2).map((p) => p.id), matchSuits: false });
  const snap = (winner: number, onTable: string, justPlayed: string, words: [string, string][]) =>
    recordTableSnap(owner.id, {
      deckId,
      gameId,
      requestKey: key(),
      winnerPlayerId: players[winner]!.id,
      onTableCardId: onTable,
      justPlayedCardId: justPlayed,
      words: words.map(([cardId, word]) => ({ cardId, word })),
    });
  // Two snaps of matching ranks: a pair of blank cards, then a blank card and another of its rank.
  const ranks = [...new Set(blank.map((card) => card.rank))];
  const pairs = ranks.map((rank) => blank.filter((card) => card.rank === rank)).filter((same) => same.length >= 2);
  const [a, b] = pairs[0]!;
  const [c, d] = pairs[1]!;
  await snap(0, a!.id, b!.id, [[a!.id, "Café"], [b!.id, "Kite"]]);
  await snap(1, c!.id, d!.id, [[c!.id, "Cheese please"], [d!.id, "Moon"]]);
  await endTableSession(owner.id, { deckId, gameId });
  await correctWord(owner.id, { deckId, cardId: c!.id, requestKey: key(), word: "Cheese", reason: 'Shorter, as "Sam" meant' });
  await changeCardStatus(owner.id, { deckId, cardId: card("2H"), requestKey: key(), change: "CARD_LOST", reason: "=1+1 under the sofa" });
  await setPlayerArchived(owner.id, { deckId, playerId: players[2]!.id, archived: true });
  await uploadBackImage(owner.id, { deckId, bytes: makePng(400, 560) });
  await printDeckPdf(owner.id, { deckId, request: { which: "all" } });
  return { owner, deckId, gameId };
}

/** The export's document (deck.json). */
async function exportText(userId: string, deckId: string) {
  return readText((await exportDeckJson(userId, deckId)).stream);
}

/** The export as a family downloads it: the .zip, with the deck's back picture. */
const exportFile = exportZip;


const counts = async () => ({ decks: await db.deck.count(), events: await db.wordEvent.count(), games: await db.game.count(), cards: await db.card.count() });

describe("exporting a deck", () => {
  it("writes the whole deck as one versioned document: cards, players, members' names, every event in order, games with their actions, prints, the back picture", async () => {
    const { owner, deckId, gameId } = await livedInDeck();
    const doc = JSON.parse(await exportText(owner.id, deckId)) as Doc;
    const deck = await db.deck.findUniqueOrThrow({ where: { id: deckId } });

    expect(doc).toMatchObject({ format: "snap-legacy-deck", version: 3, deck: { id: deckId, name: "The Kitchen Deck", stage: "READY", historySeq: deck.historySeq } });
    expect(doc.members).toEqual([{ name: "Mum", role: "OWNER" }]);
    expect(JSON.stringify(doc)).not.toContain("@example.com");
    expect(doc.cards).toHaveLength(52);
    expect(doc.players.map((p: Doc) => [p.name, p.archivedAt !== null])).toEqual([["Mum", false], ["Sam", false], ["Gran", true]]);
    expect(doc.events.map((e: Doc) => e.seq)).toEqual(Array.from({ length: deck.historySeq }, (_, i) => i + 1));
    expect(doc.events.map((e: Doc) => e.kind)).toEqual(["CARD_LOST", ...Array(12).fill("SETUP"), "WON_SNAP", "WON_SNAP", "WON_SNAP", "WON_SNAP", "CORRECTION", "CARD_LOST"]);
    expect(doc.events.filter((e: Doc) => e.kind === "WON_SNAP").every((e: Doc) => e.gameId === gameId && e.recordedBy === "Mum")).toBe(true);
    const actions = await db.gameAction.count({ where: { gameId } });
    expect(doc.games).toHaveLength(1);
    expect(doc.games[0]).toMatchObject({ id: gameId, mode: "TABLE", status: "OVER", actionCount: actions });
    expect(doc.games[0].actions.map((a: Doc) => a.index)).toEqual(Array.from({ length: actions }, (_, i) => i));
    expect(doc.games[0]).not.toHaveProperty("checkpoint");
    expect(doc.prints).toMatchObject([{ printedBy: "Mum", historySeq: deck.historySeq, cardCount: 52 }]);
    const image = await db.deckBackImage.findUniqueOrThrow({ where: { deckId } });
    expect(doc.backImage).toEqual({ picture: createHash("sha256").update(image.bytes).digest("hex"), mime: image.mime, width: image.width, height: image.height });
    expect(doc.pictures).toEqual([{ file: `pictures/${doc.backImage.picture}.jpg`, sha256: doc.backImage.picture, type: "image/jpeg", bytes: image.bytes.length }]);
  });

  it("names the history's rows in CSV, one per event, quoted as RFC 4180 says and with formulas disarmed", async () => {
    const { owner, deckId } = await livedInDeck();
    const csv = await readText((await exportHistoryCsv(owner.id, deckId)).stream);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("seq,date (UTC),card,kind,word,previous word,player,written by,recorded by,game,reason");
    expect(lines).toHaveLength(1 + 19 + 1); // header, 19 events, the empty string after the last CRLF
    expect(lines[1]).toMatch(/^1,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,King of Spades,card lost,,,,,Mum,,Missing when the deck was made\.$/);
    expect(csv).toMatch(/,won snap,Kite,,Mum,Mum,Mum,Table game started \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(\w+\),\r\n/);
    expect(csv).toContain(`,correction,Cheese,Cheese please,,Mum,Mum,,"Shorter, as ""Sam"" meant"\r\n`);
    expect(csv).toMatch(/,2 of Hearts,card lost,[^,]*,,,,Mum,,'=1\+1 under the sofa\r\n$/);
  });

  it("is open to every member, viewers too, as a streamed attachment that is never cached; anyone else gets 404", async () => {
    const { deckId } = await livedInDeck();
    const viewer = await makeMember(deckId, "Vic", "VIEWER");
    const outsider = await makeUser("Otto");
    const params = { params: Promise.resolve({ deckId }) };
    const get = (route: typeof zipRoute, kind: string) =>
      route(new NextRequest(`http://localhost:3000/decks/${deckId}/history/export/${kind}`, { headers: { host: "localhost:3000" } }), params);

    signedIn.mockResolvedValue(viewer);
    const zip = await get(zipRoute, "zip");
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-disposition")).toBe(`attachment; filename="The Kitchen Deck history.zip"; filename*=UTF-8''The%20Kitchen%20Deck%20history.zip`);
    expect(zip.headers.get("cache-control")).toBe("no-store");
    const files = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect(JSON.parse(files.get("deck.json")!.toString("utf8"))).toMatchObject({ format: "snap-legacy-deck", deck: { id: deckId } });
    const csv = await get(csvRoute, "csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain(`filename="The Kitchen Deck history.csv"`);

    signedIn.mockResolvedValue(outsider);
    expect((await get(zipRoute, "zip")).status).toBe(404);
    expect((await get(csvRoute, "csv")).status).toBe(404);
    expect((await refusal(exportDeckJson(outsider.id, deckId))).status).toBe(404);
    signedIn.mockResolvedValue(null);
    expect((await get(zipRoute, "zip")).status).toBe(401);
  });
});

describe("importing an export as a new deck", () => {
  it("brings the deck back whole: export → import → export gives the same document apart from ids and the export's date", async () => {
    const { owner, deckId } = await livedInDeck();
    const first = await exportText(owner.id, deckId);
    // Another Mum, on another server: she has no deck of that name, so the deck keeps it.
    const importer = await makeUser("Mum");
    const imported = await importDeck(importer.id, { requestKey: key(), file: await exportFile(owner.id, deckId) });
    expect(imported).toMatchObject({ name: "The Kitchen Deck", replayed: false, formerMembers: ["Mum"], renamedFrom: null });
    expect(imported.deckId).not.toBe(deckId);
    const second = await exportText(importer.id, imported.deckId);
    expect(normalisedExport(second, importer.id)).toEqual(normalisedExport(first, owner.id));

    // The importer owns it; events keep their recorder's name, imported games rebuild their checkpoint later.
    expect(await db.deckMember.findMany({ where: { deckId: imported.deckId }, select: { userId: true, role: true } })).toEqual([{ userId: importer.id, role: "OWNER" }]);
    const events = await db.wordEvent.findMany({ where: { deckId: imported.deckId }, orderBy: { seq: "asc" } });
    expect(events.every((e) => e.recordedByName === "Mum" && e.recordedById === importer.id && e.requestKey === `import:${e.seq}`)).toBe(true);
    expect(events.find((e) => e.word === "Café")?.wordFolded).toBe("cafe");
    expect(await db.game.findFirstOrThrow({ where: { deckId: imported.deckId } })).toMatchObject({ checkpoint: null });
    const image = await db.deckBackImage.findUniqueOrThrow({ where: { deckId: imported.deckId } });
    expect(isPrintReady(image.bytes)).toBe(true);
  });

  it("keeps the deck's and the events' own dates, and the game's ids rewritten to the new deck's inside its setup and actions", async () => {
    const { owner, deckId } = await livedInDeck();
    const { deckId: copy } = await importDeck(owner.id, { requestKey: key(), file: await exportFile(owner.id, deckId) });
    const [before, after] = await Promise.all([db.deck.findUniqueOrThrow({ where: { id: deckId } }), db.deck.findUniqueOrThrow({ where: { id: copy } })]);
    expect(after.createdAt).toEqual(before.createdAt);
    const game = await db.game.findFirstOrThrow({ where: { deckId: copy }, include: { actions: true } });
    const newPlayers = new Set((await db.player.findMany({ where: { deckId: copy } })).map((p) => p.id));
    const oldIds = [deckId, ...(await db.card.findMany({ where: { deckId } })).map((c) => c.id), ...(await db.player.findMany({ where: { deckId } })).map((p) => p.id)];
    const gameJson = JSON.stringify([game.setup, game.result, game.actions.map((a) => a.action)]);
    for (const id of oldIds) expect(gameJson).not.toContain(id);
    expect((game.setup as { players: string[] }).players.every((id) => newPlayers.has(id))).toBe(true);
  });

  it("returns the same deck when retried with the same key (a double submit makes one deck); another person's key is refused", async () => {
    const { owner, deckId } = await livedInDeck();
    const file = await exportFile(owner.id, deckId);
    const requestKey = key();
    const [a, b] = await Promise.all([importDeck(owner.id, { requestKey, file: Buffer.from(file) }), importDeck(owner.id, { requestKey, file: Buffer.from(file) })]);
    expect(b.deckId).toBe(a.deckId);
    const again = await importDeck(owner.id, { requestKey, file: Buffer.from(file) });
    expect(again).toMatchObject({ deckId: a.deckId, replayed: true });
    expect(await db.deck.count({ where: { creationKey: requestKey } })).toBe(1);
    expect((await refusal(importDeck((await makeUser("Eve")).id, { requestKey, file: Buffer.from(file) }))).status).toBe(409);
  });

  describe("refuses a bad or tampered file, naming the problem, and writes nothing", async () => {
    let owner: Awaited<ReturnType<typeof makeUser>>;
    let good: string;
    beforeAll(async () => {
      const lived = await livedInDeck();
      owner = lived.owner;
      // An export made before pictures travelled with the deck (version 1): its back picture inside the JSON.
      const files = await unzip(await exportFile(owner.id, lived.deckId));
      good = JSON.stringify(firstVersionOf(JSON.parse(files.get("deck.json")!.toString("utf8")) as Doc, files));
    });
    const edited = (change: (doc: Doc) => void) => {
      const doc = JSON.parse(good) as Doc;
      change(doc);
      return JSON.stringify(doc);
    };
    const cases: [string, () => string, RegExp][] = [
      ["not JSON", () => good.slice(0, 200), /isn't valid JSON/],
      ["another kind of file", () => edited((d) => (d.format = "spreadsheet")), /isn't a Snap Legacy deck export: its "format" is "spreadsheet"/],
      ["an unknown version", () => edited((d) => (d.version = 4)), /This export is version 4; this server reads versions 1 to 3/],
      ["a missing field", () => edited((d) => delete d.cards[3].code), /cards\[3\]\.code: missing/],
      ["a wrong kind of value", () => edited((d) => (d.events[4].kind = "STOLEN")), /events\[4\]\.kind: /],
      ["a gap in the history", () => edited((d) => (d.events[12].seq = 15)), /events\[12\]\.seq: expected 13, found 15/],
      ["an event naming an unknown card", () => edited((d) => (d.events[2].cardId = "no-such-card")), /events\[2\]\.cardId: names no card of this file/],
      ["an event naming an unknown game", () => edited((d) => (d.events[13].gameId = "no-such-game")), /events\[13\]\.gameId: names no game of this file/],
      [
        "a card's word its events don't say (tampered)",
        () => edited((d) => (d.cards.find((c: Doc) => c.word === "Cheese").word = "Chess")),
        /cards\[\d+\]\.word: its events say "Cheese", the card says "Chess"/,
      ],
      ["a history position that isn't the last event's", () => edited((d) => (d.deck.historySeq += 1)), /deck\.historySeq: expected 19 \(the number of events\), found 20/],
      [
        "a damaged back picture",
        () => edited((d) => Object.assign(d.backImage, { base64: Buffer.from("not a picture").toString("base64"), size: 13 })),
        /^This export isn't consistent: backImage\.base64: its bytes are no PNG or JPEG picture\.$/,
      ],
      ["a back picture whose size isn't its bytes'", () => edited((d) => (d.backImage.size += 1)), /backImage\.size: expected \d+ \(the picture's bytes\), found \d+/],
      [
        "a date PostgreSQL can't store (the year 0)",
        () => edited((d) => (d.events[0].createdAt = "0000-01-01T00:00:00.000Z")),
        /events\[0\]\.createdAt: 0000-01-01T00:00:00\.000Z isn't a date this server can keep: dates must fall between the years 1 and 9999/,
      ],
      [
        "JSON nested deeper than any export, in plain words",
        () => good.replace(`"design":`, `"design":${"[".repeat(50_000)}${"]".repeat(50_000)},"was":`),
        /^This file nests its data more than 20 levels deep; a deck export never does, so it can't be one\.$/,
      ],
      [
        "a player's colour that would restyle the page",
        () => edited((d) => (d.players[0].colour = "red;position:fixed;inset:0;z-index:99")),
        /players\[0\]\.colour: A player's colour must be a colour written #rrggbb/,
      ],
      ["a player's name with a right-to-left override", () => edited((d) => (d.players[1].name = "Sa\u202Em")), /players\[1\]\.name: Player name has an invisible or control character in it \(U\+202E\)/],
      ["a reason with an escape character", () => edited((d) => (d.events.at(-1).reason = "\u001b[31mred")), /events\[18\]\.reason: The reason has an invisible or control character in it \(U\+001B\)/],
      ["a word of 400 characters", () => edited((d) => (d.events.at(-2).word = "w".repeat(400))), /events\[17\]\.word: A word can have at most 20 characters; this one has 400/],
      ["a word the print fonts can't draw", () => edited((d) => (d.events.at(-2).word = "😀")), /events\[17\]\.word: "😀" can't be written on a card/],
      ["a deck name of 200 characters", () => edited((d) => (d.deck.name = "D".repeat(200))), /deck\.name: The deck's name can have at most 60 characters; this one has 200/],
      ["more cards than the forms allow (208)", () => edited((d) => (d.cards = Array.from({ length: 300 }, (_, i) => ({ ...d.cards[0], id: `card-${i}` })))), /This export has 300 cards, but a deck has at most 208 cards/],
    ];
    for (const [what, file, message] of cases) {
      it(what, async () => {
        const before = await counts();
        const refused = await refusal(importDeck(owner.id, { requestKey: key(), file: Buffer.from(file()) }));
        expect(refused.status).toBe(400);
        expect(refused.message).toMatch(message);
        expect(await counts()).toEqual(before);
      });
    }

    it("a file too large (JSON over 64 MB, or anything over 256 MB), through the route as through the function", async () => {
      const before = await counts();
      const tooBig = await refusal(importDeck(owner.id, { requestKey: key(), file: Buffer.from(" ".repeat(IMPORT_LIMITS.bytes + 1)) }));
      expect(tooBig).toEqual({ status: 413, message: "That file is too large: a deck export's JSON (deck.json) can be at most 64 MB." });
      signedIn.mockResolvedValue(owner);
      const response = await importRoute(
        new NextRequest("http://localhost:3000/decks/import/file", {
          method: "POST",
          body: "x",
          headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-length": String(IMPORT_MAX_BYTES * 2) },
        }),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: IMPORT_TOO_LARGE });
      expect(IMPORT_TOO_LARGE).toBe("That file is too large: a deck export can be at most 256 MB as a .zip with its pictures, or 64 MB as JSON.");
      expect(await counts()).toEqual(before);
    });

    it("a NUL character, which the database can't store", async () => {
      const before = await counts();
      const text = edited((d) => (d.events.at(-1).reason = "Under the sofa\u0000"));
      expect((await refusal(importDeck(owner.id, { requestKey: key(), file: Buffer.from(text) }))).message).toMatch(/NUL character/);
      expect(await counts()).toEqual(before);
    });

    it("a failure while writing the last rows leaves nothing behind: all or nothing", async () => {
      const before = await counts();
      // The database refuses the very last event (a trigger set up for this test), after the deck, its cards, games and the other events were written.
      await db.$executeRawUnsafe(`CREATE FUNCTION refuse_test_event() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$ LANGUAGE plpgsql`);
      await db.$executeRawUnsafe(`CREATE TRIGGER refuse_test_event BEFORE INSERT ON word_events FOR EACH ROW WHEN (NEW.reason = 'Refuse me') EXECUTE FUNCTION refuse_test_event()`);
      try {
        const text = edited((d) => (d.events.at(-1).reason = "Refuse me"));
        await expect(importDeck(owner.id, { requestKey: key(), file: Buffer.from(text) })).rejects.toThrow(/refused for the test/);
      } finally {
        await db.$executeRawUnsafe(`DROP TRIGGER refuse_test_event ON word_events`);
        await db.$executeRawUnsafe(`DROP FUNCTION refuse_test_event()`);
      }
      expect(await counts()).toEqual(before);
    });

    it("two cards at one position", async () => {
      const before = await counts();
      const text = edited((d) => (d.cards[0].position = d.cards[1].position));
      expect((await refusal(importDeck(owner.id, { requestKey: key(), file: Buffer.from(text) }))).message).toMatch(/cards\[1\]\.position: 1 appears twice/);
      expect(await counts()).toEqual(before);
    });
  });

  it("through the route: a file dated in the year 0 is refused with a plain message (400), not a server error", async () => {
    const { owner, deckId } = await livedInDeck();
    const doc = JSON.parse(await exportText(owner.id, deckId)) as Doc;
    doc.deck.createdAt = "0000-01-01T00:00:00Z";
    signedIn.mockResolvedValue(owner);
    const before = await counts();
    const response = await importRoute(importUpload(JSON.stringify(doc)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/deck\.createdAt: 0000-01-01T00:00:00Z isn't a date this server can keep/);
    expect(await counts()).toEqual(before);
  });

  it("is read, checked and written in the import worker, off the thread that answers requests", async () => {
    const { owner, deckId } = await livedInDeck();
    const file = await exportFile(owner.id, deckId);
    const before = importPool().completed;
    await importDeck(owner.id, { requestKey: key(), file });
    expect(importPool().completed).toBe(before + 1);
    expect(importPool().threads.length).toBe(1);
    expect(importPool().threads.every((worker) => worker.threadId !== 0)).toBe(true);
  });

  it("the file's bytes move to the import worker without a copy; a small buffer sharing Node's pool is copied, and the pool stays whole", async () => {
    const { owner, deckId } = await livedInDeck();
    const whole = new Uint8Array(await exportFile(owner.id, deckId));
    await importDeck(owner.id, { requestKey: key(), file: whole });
    expect(whole.byteLength).toBe(0);

    const pooled = Buffer.from("{}");
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    expect((await refusal(importDeck(owner.id, { requestKey: key(), file: pooled }))).message).toMatch(/isn't a Snap Legacy deck export/);
    expect(pooled.toString()).toBe("{}");
    expect(Buffer.from("still here").toString()).toBe("still here");
  });

  it("a file that isn't UTF-8 text is refused as such, not read with replacement characters", async () => {
    const { owner, deckId } = await livedInDeck();
    const text = await exportText(owner.id, deckId);
    const bytes = Buffer.from(text);
    const damaged = Buffer.concat([bytes.subarray(0, 200), Buffer.from([0xff, 0xfe]), bytes.subarray(200)]);
    const before = await counts();
    expect(await refusal(importDeck(owner.id, { requestKey: key(), file: damaged }))).toEqual({ status: 400, message: "This file isn't text (UTF-8), so it can't be a deck export." });
    expect(await counts()).toEqual(before);
  });

  it("through the route: an empty upload asks for a file, and an upload without its request key is refused; neither writes anything", async () => {
    const { owner, deckId } = await livedInDeck();
    signedIn.mockResolvedValue(owner);
    const before = await counts();
    const empty = await importRoute(importUpload(""));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "Choose a deck's export to import: its .zip, or a .json file." });
    const keyless = importUpload(await exportText(owner.id, deckId));
    keyless.headers.delete(REQUEST_KEY_HEADER);
    const refused = await importRoute(keyless);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/no valid idempotency key/);
    expect(await counts()).toEqual(before);
  });

  it("through the route: a signed-in person's upload becomes their deck, and says so", async () => {
    const { owner, deckId } = await livedInDeck();
    const file = await exportFile(owner.id, deckId);
    const importer = await makeUser("Ida");
    signedIn.mockResolvedValue(importer);
    const response = await importRoute(importUpload(new Blob([new Uint8Array(file)], { type: "application/zip" })));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { deckId: string; name: string };
    expect(body.name).toBe("The Kitchen Deck");
    expect(await db.deckMember.findUnique({ where: { deckId_userId: { deckId: body.deckId, userId: importer.id } } })).toMatchObject({ role: "OWNER" });
    expect(await db.wordEvent.count({ where: { deckId: body.deckId } })).toBe(19);
  });
});
