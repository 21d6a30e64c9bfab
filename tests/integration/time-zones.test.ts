import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { adoptBrowserTimeZoneAction } from "@/app/account/actions/adopt-browser-time-zone";
import { setTimeZoneAction } from "@/app/account/actions/set-time-zone";
import { TimelineDays } from "@/app/decks/[deckId]/history/_components/timeline-days";
import { setDeckTimeZoneAction } from "@/app/decks/[deckId]/settings/actions/set-deck-time-zone";
import { adoptBrowserTimeZone, setAccountTimeZone } from "@/lib/accounts/time-zone";
import { FieldsError } from "@/lib/actions/problem";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { setDeckTimeZone } from "@/lib/decks/deck-time-zone";
import { bookletData } from "@/lib/history/booklet/booklet-data";
import { deckAsItWas } from "@/lib/history/deck-at";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { exportHistoryCsv } from "@/lib/history/export/export-history-csv";
import { readText } from "@/lib/history/export/text-stream";
import { planAndWriteImport } from "@/lib/history/import/write-import";
import type { TimelineFilters } from "@/lib/history/paths";
import { groupByDayAndGame, timelinePage, type TimelineEntry } from "@/lib/history/timeline";
import { familyTime, readerTime } from "@/lib/time/family-time";
import { UNKNOWN_TIME_ZONE } from "@/lib/time/time-zone-field";
import { deckInput, key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { appendDatedEvents } from "./history-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is set per test.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);

/** Zones a forged request might send instead of a zone. */
const FORGED: unknown[] = ["Mars/Olympus_Mons", "", "../../etc/passwd", "A".repeat(10_000), 42, null, { zone: "UTC" }, ["Europe/London"]];

const zoneOf = async (deckId: string) => (await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { timeZone: true } })).timeZone;
const accountZone = async (userId: string) => (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })).timeZone;

/**
 * Four words written around midnight in Sydney and in New York, early in June 2026 (Sydney is
 * UTC+10 then, New York UTC−4):
 *   #1 "Apple"  1 Jun 13:30 UTC = 1 Jun 23:30 in Sydney, 1 Jun 09:30 in New York
 *   #2 "Bear"   1 Jun 14:30 UTC = 2 Jun 00:30 in Sydney, 1 Jun 10:30 in New York
 *   #3 "Crane"  2 Jun 03:30 UTC = 2 Jun 13:30 in Sydney, 1 Jun 23:30 in New York
 *   #4 "Drum"   2 Jun 04:30 UTC = 2 Jun 14:30 in Sydney, 2 Jun 00:30 in New York
 */
async function wordsAroundMidnight() {
  const owner = await makeUser("Mum");
  const deck = await makeDeck(owner.id);
  const mum = deck.players[0]!.id;
  const at = (iso: string) => new Date(iso);
  await appendDatedEvents(deck.deckId, owner.id, [
    { cardId: deck.cards[0]!.id, kind: "SETUP", word: "Apple", playerId: mum, createdAt: at("2026-06-01T13:30:00Z") },
    { cardId: deck.cards[1]!.id, kind: "SETUP", word: "Bear", playerId: mum, createdAt: at("2026-06-01T14:30:00Z") },
    { cardId: deck.cards[2]!.id, kind: "SETUP", word: "Crane", playerId: mum, createdAt: at("2026-06-02T03:30:00Z") },
    { cardId: deck.cards[3]!.id, kind: "SETUP", word: "Drum", playerId: mum, createdAt: at("2026-06-02T04:30:00Z") },
  ]);
  return { owner, deckId: deck.deckId };
}

describe("the family's own days", () => {
  it("the timeline's days are the family's days: one history read in Sydney and in New York moves its day boundary and its day filters", async () => {
    const { owner, deckId } = await wordsAroundMidnight();
    const page = (filters: TimelineFilters) => timelinePage(owner.id, deckId, filters);
    const word = (e: TimelineEntry) => (e.story === "word" ? e.word : e.description);
    const words = (read: { events: TimelineEntry[] }) => read.events.map(word);
    const daysOf = async () => {
      const read = await page({});
      return groupByDayAndGame(read.events, read.timeZone).map((day) => [day.day, day.groups.flatMap((g) => g.events.map(word))]);
    };

    await setDeckTimeZone(owner.id, { deckId, timeZone: "Australia/Sydney" });
    expect(await daysOf()).toEqual([
      ["2026-06-02", ["Drum", "Crane", "Bear"]],
      ["2026-06-01", ["Apple"]],
    ]);
    expect(words(await page({ from: "2026-06-01", to: "2026-06-01" }))).toEqual(["Apple"]);
    expect(words(await page({ from: "2026-06-02" }))).toEqual(["Drum", "Crane", "Bear"]);

    await setDeckTimeZone(owner.id, { deckId, timeZone: "America/New_York" });
    expect(await daysOf()).toEqual([
      ["2026-06-02", ["Drum"]],
      ["2026-06-01", ["Crane", "Bear", "Apple"]],
    ]);
    expect(words(await page({ from: "2026-06-01", to: "2026-06-01" }))).toEqual(["Crane", "Bear", "Apple"]);
    expect(words(await page({ to: "2026-05-31" }))).toEqual([]);
  });

  it("the timeline's headings are the deck's days and its times the reader's, each time with its day when the two zones differ", async () => {
    const { owner, deckId } = await wordsAroundMidnight();
    await setDeckTimeZone(owner.id, { deckId, timeZone: "Australia/Sydney" });
    const read = await timelinePage(owner.id, deckId, {});
    const days = groupByDayAndGame(read.events, read.timeZone);
    const drawn = (time: ReturnType<typeof familyTime>) =>
      renderToStaticMarkup(createElement(TimelineDays, { deckId, days, filters: {}, deckDays: familyTime(read.timeZone), time }))
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");

    const inSydney = drawn(readerTime("Australia/Sydney"));
    expect(inSydney).toMatch(/Tuesday,? 2 June 2026 .*Drum.* 14:30 .*Bear.* 00:30 .*Monday,? 1 June 2026 .*Apple.* 23:30/);
    // Read in New York, the deck's days stay Sydney's, and "Bear" (Tuesday in Sydney) says it was Monday evening there.
    const inNewYork = drawn(readerTime("America/New_York"));
    expect(inNewYork).toMatch(/Tuesday,? 2 June 2026 .*Drum.* 2 Jun 2026, 00:30 .*Bear.* 1 Jun 2026, 10:30 .*Monday,? 1 June 2026 .*Apple.* 1 Jun 2026, 09:30/);
    // A reader whose zone isn't known yet reads the deck's, named.
    expect(drawn(readerTime(null, read.timeZone))).toContain("23:30 (Australia/Sydney)");
  });

  it("the deck as it was at the end of a day is at the end of the deck's day", async () => {
    const { owner, deckId } = await wordsAroundMidnight();
    await setDeckTimeZone(owner.id, { deckId, timeZone: "Australia/Sydney" });
    expect((await deckAsItWas(owner.id, deckId, { date: "2026-06-01" })).moment.seq).toBe(1);
    await setDeckTimeZone(owner.id, { deckId, timeZone: "America/New_York" });
    expect((await deckAsItWas(owner.id, deckId, { date: "2026-06-01" })).moment.seq).toBe(3);
  });

  it("the booklet counts its months, and the CSV writes its dates, in the deck's time zone", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id);
    // 30 June, 20:00 UTC: still June in UTC, already 1 July in Sydney.
    await appendDatedEvents(deck.deckId, owner.id, [
      { cardId: deck.cards[0]!.id, kind: "SETUP", word: "Kite", playerId: deck.players[0]!.id, createdAt: new Date("2026-06-30T20:00:00Z") },
    ]);
    const lastMonth = async () => (await bookletData(deck.deckId)).year.at(-1);
    expect(await lastMonth()).toMatchObject({ month: "2026-06", counts: { SETUP: 1 }, words: [{ word: "Kite", writer: "Mum" }] });
    await setDeckTimeZone(owner.id, { deckId: deck.deckId, timeZone: "Australia/Sydney" });
    const booklet = await bookletData(deck.deckId);
    expect(booklet.deck.timeZone).toBe("Australia/Sydney");
    expect(booklet.year.map((m) => m.month)).toEqual(["2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07"]);
    expect(booklet.year.at(-1)).toMatchObject({ month: "2026-07", counts: { SETUP: 1 }, words: [{ word: "Kite", writer: "Mum" }] });
    expect(booklet.year.at(-2)).toMatchObject({ month: "2026-06", counts: {}, words: [] });

    const csv = await readText((await exportHistoryCsv(owner.id, deck.deckId)).stream);
    expect(csv.split("\r\n")[0]).toBe("seq,date (Australia/Sydney),card,kind,word,previous word,player,written by,recorded by,game,reason");
    expect(csv).toContain("1,2026-07-01 06:00:00,Ace of Clubs,setup,Kite,");
  });
});

describe("a deck's time zone", () => {
  it("is its creator's when it is made: their account's, else the one their browser sent, else UTC", async () => {
    const traveller = await makeUser("Ana");
    const zoneOfNewDeck = async (browser?: string) => zoneOf((await createDeck(traveller.id, { ...deckInput(), ...(browser ? { timeZone: browser } : {}) })).deckId);
    expect(await zoneOfNewDeck()).toBe("UTC");
    expect(await zoneOfNewDeck("America/New_York")).toBe("America/New_York");
    await setAccountTimeZone(traveller.id, { timeZone: "Australia/Sydney" });
    expect(await zoneOfNewDeck("America/New_York")).toBe("Australia/Sydney");
  });

  it("is changed by its owners only: editors and viewers are told so, someone outside the deck hears of no deck, and nothing changes", async () => {
    const owner = await makeUser("Olga");
    const { deckId } = await makeDeck(owner.id);
    const editor = await makeMember(deckId, "Ed", "EDITOR");
    const viewer = await makeMember(deckId, "Vi", "VIEWER");
    const stranger = await makeUser("Stan");
    expect(await refusal(setDeckTimeZone(editor.id, { deckId, timeZone: "Asia/Tokyo" }))).toEqual({ status: 403, message: "Only the deck's owners can do that." });
    expect((await refusal(setDeckTimeZone(viewer.id, { deckId, timeZone: "Asia/Tokyo" }))).status).toBe(403);
    expect((await refusal(setDeckTimeZone(stranger.id, { deckId, timeZone: "Asia/Tokyo" }))).status).toBe(404);
    expect(await zoneOf(deckId)).toBe("UTC");
    expect(await setDeckTimeZone(owner.id, { deckId, timeZone: "Asia/Tokyo" })).toEqual({ timeZone: "Asia/Tokyo" });
    // Sent again (a retry): the same, once.
    expect(await setDeckTimeZone(owner.id, { deckId, timeZone: "Asia/Tokyo" })).toEqual({ timeZone: "Asia/Tokyo" });
    expect(await zoneOf(deckId)).toBe("Asia/Tokyo");
  });

  it("refuses a forged zone with a plain message and changes nothing, for the deck's owner or a new deck", async () => {
    const owner = await makeUser("Olga");
    const { deckId } = await makeDeck(owner.id);
    const decksBefore = await db.deck.count({ where: { createdById: owner.id } });
    for (const timeZone of FORGED) {
      expect(await refusal(setDeckTimeZone(owner.id, { deckId, timeZone })), JSON.stringify(timeZone)?.slice(0, 40)).toEqual({ status: 400, message: UNKNOWN_TIME_ZONE });
      expect((await refusal(createDeck(owner.id, { ...deckInput(), timeZone }))).status).toBe(400);
    }
    expect(await zoneOf(deckId)).toBe("UTC");
    expect(await db.deck.count({ where: { createdById: owner.id } })).toBe(decksBefore);
  });

  it("travels in the deck's export: an import keeps it, a file from before zones takes its importer's, and a forged one is refused", async () => {
    const owner = await makeUser("Olga");
    const { deckId } = await makeDeck(owner.id);
    await setDeckTimeZone(owner.id, { deckId, timeZone: "Pacific/Auckland" });
    const text = await readText((await exportDeckJson(owner.id, deckId)).stream);
    const file = JSON.parse(text);
    expect(file.deck.timeZone).toBe("Pacific/Auckland");

    const importer = await makeUser("Ivo");
    await setAccountTimeZone(importer.id, { timeZone: "Europe/Lisbon" });
    const bring = (doc: unknown) => planAndWriteImport(new TextEncoder().encode(JSON.stringify(doc)), importer.id, key());
    expect(await zoneOf((await bring(file)).deckId)).toBe("Pacific/Auckland");
    const olderDeck = { ...file.deck };
    delete olderDeck.timeZone;
    expect(await zoneOf((await bring({ ...file, deck: olderDeck })).deckId)).toBe("Europe/Lisbon");

    const decksBefore = await db.deck.count({ where: { createdById: importer.id } });
    const forged = await refusal(bring({ ...file, deck: { ...file.deck, timeZone: "Mars/Olympus_Mons" } }));
    expect(forged.status).toBe(400);
    expect(forged.message).toContain(`deck.timeZone: ${UNKNOWN_TIME_ZONE}`);
    expect(await db.deck.count({ where: { createdById: importer.id } })).toBe(decksBefore);
  });
});

describe("an account's time zone", () => {
  it("is taken from the browser the first time, and never over a zone the account already has", async () => {
    const ana = await makeUser("Ana");
    expect(await accountZone(ana.id)).toBeNull();
    expect(await adoptBrowserTimeZone(ana.id, { timeZone: "Australia/Sydney" })).toEqual({ adopted: true });
    // Another tab, or a retry: kept once.
    expect(await adoptBrowserTimeZone(ana.id, { timeZone: "Australia/Sydney" })).toEqual({ adopted: false });
    // A device elsewhere doesn't move it; the account page does.
    expect(await adoptBrowserTimeZone(ana.id, { timeZone: "Europe/Paris" })).toEqual({ adopted: false });
    expect(await accountZone(ana.id)).toBe("Australia/Sydney");
    expect(await setAccountTimeZone(ana.id, { timeZone: "Europe/Paris" })).toEqual({ timeZone: "Europe/Paris" });
    expect(await accountZone(ana.id)).toBe("Europe/Paris");
  });

  it("two tabs saying it at once keep it once", async () => {
    const ana = await makeUser("Ana");
    const answers = await Promise.all([adoptBrowserTimeZone(ana.id, { timeZone: "Asia/Tokyo" }), adoptBrowserTimeZone(ana.id, { timeZone: "Asia/Seoul" })]);
    expect(answers.filter((a) => a.adopted)).toHaveLength(1);
    expect(["Asia/Tokyo", "Asia/Seoul"]).toContain(await accountZone(ana.id));
  });

  it("once learned, goes to the decks its person made and still owns that were still in UTC, and to no other deck", async () => {
    const ana = await makeUser("Ana");
    const made = (await makeDeck(ana.id)).deckId;
    const chosen = (await makeDeck(ana.id)).deckId;
    await setDeckTimeZone(ana.id, { deckId: chosen, timeZone: "America/Chicago" });
    const handedOver = (await makeDeck(ana.id)).deckId;
    const bob = await makeMember(handedOver, "Bob", "OWNER");
    await db.deckMember.update({ where: { deckId_userId: { deckId: handedOver, userId: ana.id } }, data: { role: "EDITOR" } });
    const bobs = (await makeDeck(bob.id)).deckId;
    await db.deckMember.create({ data: { deckId: bobs, userId: ana.id, role: "OWNER" } });

    await adoptBrowserTimeZone(ana.id, { timeZone: "Australia/Sydney" });
    expect(await zoneOf(made)).toBe("Australia/Sydney");
    expect(await zoneOf(chosen)).toBe("America/Chicago");
    expect(await zoneOf(handedOver)).toBe("UTC");
    expect(await zoneOf(bobs)).toBe("UTC");
  });

  it("refuses a forged zone with a plain message and changes nothing, from the account page or from a browser", async () => {
    const ana = await makeUser("Ana");
    const madeBefore = (await makeDeck(ana.id)).deckId;
    for (const timeZone of FORGED) {
      const error = await setAccountTimeZone(ana.id, { timeZone }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FieldsError);
      expect((error as FieldsError).fields).toEqual({ timeZone: UNKNOWN_TIME_ZONE });
      expect(await refusal(adoptBrowserTimeZone(ana.id, { timeZone }))).toEqual({ status: 400, message: UNKNOWN_TIME_ZONE });
    }
    expect(await refusal(adoptBrowserTimeZone(ana.id, "Australia/Sydney"))).toEqual({ status: 400, message: UNKNOWN_TIME_ZONE });
    expect(await accountZone(ana.id)).toBeNull();
    expect(await zoneOf(madeBefore)).toBe("UTC");
  });
});

describe("the time zone actions", () => {
  it("ask who is asking first: signed out, a browser's zone is not kept and no deck's zone changes", async () => {
    const ana = await makeUser("Ana");
    const { deckId } = await makeDeck(ana.id);
    signedIn.mockResolvedValue(null);
    expect(await adoptBrowserTimeZoneAction({ timeZone: "Australia/Sydney" })).toMatchObject({ ok: false, status: 401 });
    expect(await setTimeZoneAction({ timeZone: "Australia/Sydney" })).toMatchObject({ ok: false, status: 401 });
    expect(await setDeckTimeZoneAction({ deckId, timeZone: "Australia/Sydney" })).toMatchObject({ ok: false, status: 401 });
    expect(await accountZone(ana.id)).toBeNull();
    expect(await zoneOf(deckId)).toBe("UTC");
  });

  it("answer a forged request with its message beside the field, or a plain refusal, and keep nothing", async () => {
    const ana = await makeUser("Ana");
    const { deckId } = await makeDeck(ana.id);
    const viewer = await makeMember(deckId, "Vi", "VIEWER");
    signedIn.mockResolvedValue({ id: ana.id, name: ana.name, email: ana.email, timeZone: null });
    expect(await setTimeZoneAction({ timeZone: "Mars/Olympus_Mons" })).toEqual({ ok: false, status: 400, error: UNKNOWN_TIME_ZONE, fields: { timeZone: UNKNOWN_TIME_ZONE } });
    expect(await adoptBrowserTimeZoneAction("Australia/Sydney" as never)).toMatchObject({ ok: false, status: 400 });
    expect(await setDeckTimeZoneAction({ deckId, timeZone: "Mars/Olympus_Mons" })).toEqual({ ok: false, status: 400, error: UNKNOWN_TIME_ZONE });
    signedIn.mockResolvedValue({ id: viewer.id, name: viewer.name, email: viewer.email, timeZone: null });
    expect(await setDeckTimeZoneAction({ deckId, timeZone: "Asia/Tokyo" })).toMatchObject({ ok: false, status: 403 });
    expect(await accountZone(ana.id)).toBeNull();
    expect(await zoneOf(deckId)).toBe("UTC");

    signedIn.mockResolvedValue({ id: ana.id, name: ana.name, email: ana.email, timeZone: null });
    expect(await adoptBrowserTimeZoneAction({ timeZone: "Australia/Sydney" })).toEqual({ ok: true, data: { adopted: true } });
    expect(await setDeckTimeZoneAction({ deckId, timeZone: "Asia/Tokyo" })).toEqual({ ok: true, data: { timeZone: "Asia/Tokyo" } });
  });
});
