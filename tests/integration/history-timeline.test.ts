import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { changeCardStatus } from "@/lib/decks/card-status";
import { correctWord } from "@/lib/decks/correct-word";
import { writeWords } from "@/lib/decks/write-words";
import type { TimelineFilters } from "@/lib/history/paths";
import type { TimelinePlace } from "@/lib/history/timeline-order";
import { groupByDayAndGame, placeOverWordEvent, timelinePage, TIMELINE_PAGE_SIZE } from "@/lib/history/timeline";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { appendDatedEvents } from "./history-helpers";

/** Events on a day of the test's choosing (the real operations write "now"). */
const appendDated = appendDatedEvents;

const seqs = (page: { events: { seq: number }[] }) => page.events.map((event) => event.seq);

/** Where word event #seq stands in the story (its time and number), as the timeline's links name it. */
async function placeOf(deckId: string, seq: number): Promise<TimelinePlace> {
  const event = await db.wordEvent.findUniqueOrThrow({ where: { deckId_seq: { deckId, seq } }, select: { createdAt: true } });
  return { at: event.createdAt, stream: "word", seq };
}

describe("the timeline's filters and search", () => {
  let owner: { id: string; name: string | null };
  let deckId: string;
  let cards: { id: string; code: string }[];
  let mum: string;
  let sam: string;
  let gameOne: string;
  let gameTwo: string;
  const page = (filters: TimelineFilters) => timelinePage(owner.id, deckId, filters);

  beforeAll(async () => {
    owner = await makeUser("Owner");
    const deck = await makeDeck(owner.id);
    deckId = deck.deckId;
    cards = deck.cards;
    [mum, sam] = deck.players.map((p) => p.id) as [string, string];
    const card = (i: number) => cards[i]!.id;
    // Positions 1–6: the setup, on three days of last summer (the second entered from an export).
    await appendDated(deckId, owner.id, [
      { cardId: card(0), kind: "SETUP", word: "Café", playerId: mum, createdAt: new Date("2025-06-01T10:00:00Z") },
      { cardId: card(1), kind: "SETUP", word: "Teapot", playerId: sam, recordedByName: "Grandma", createdAt: new Date("2025-06-01T23:59:59Z") },
      { cardId: card(2), kind: "SETUP", word: "100%", playerId: mum, createdAt: new Date("2025-06-02T00:00:00Z") },
      { cardId: card(3), kind: "SETUP", word: "1000", playerId: sam, createdAt: new Date("2025-06-02T12:00:00Z") },
      { cardId: card(4), kind: "SETUP", word: "snake_case", playerId: mum, createdAt: new Date("2025-06-03T08:00:00Z") },
      { cardId: card(5), kind: "SETUP", word: "snakeXcase", playerId: sam, createdAt: new Date("2025-06-03T09:00:00Z") },
    ]);
    const game = async () =>
      (await db.game.create({ data: { deckId, mode: "TABLE", setup: { players: [mum, sam], matchSuits: false }, creationKey: key(), createdById: owner.id } })).id;
    gameOne = await game();
    gameTwo = await game();
    // Positions 7–13, today, through the real operations.
    await writeWords(owner.id, {
      deckId,
      requestKey: key(),
      kind: "WON_SNAP",
      gameId: gameOne,
      writes: [
        { cardId: card(10), word: "Rocket", playerId: mum },
        { cardId: card(11), word: "Cafétière", playerId: sam },
      ],
    });
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "WON_SNAP", gameId: gameTwo, writes: [{ cardId: card(12), word: "Moon", playerId: sam }] });
    await correctWord(owner.id, { deckId, cardId: card(10), requestKey: key(), word: "Rockets", reason: "It was plural", playerId: mum });
    await changeCardStatus(owner.id, { deckId, cardId: card(11), requestKey: key(), change: "CARD_LOST" });
    await changeCardStatus(owner.id, { deckId, cardId: card(11), requestKey: key(), change: "CARD_FOUND" });
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card(13), word: "Zebra", playerId: null }] });
  });

  it("shows every event newest first when nothing is filtered", async () => {
    const all = await page({});
    expect(seqs(all)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(all).toMatchObject({ olderBefore: null, newerAfter: null, newest: true });
  });

  it("says for each event which card, which player, who recorded it, and its game", async () => {
    const bySeq = new Map((await page({})).events.flatMap((event) => (event.story === "word" ? [[event.seq, event] as const] : [])));
    expect(bySeq.get(7)).toMatchObject({ kind: "WON_SNAP", word: "Rocket", card: { code: cards[10]!.code }, player: { name: "Mum" }, recordedByName: "Owner" });
    expect(bySeq.get(7)!.game).toMatchObject({ id: gameOne, game: "At the table", players: ["Mum", "Sam"] });
    expect(bySeq.get(10)).toMatchObject({ kind: "CORRECTION", word: "Rockets", previousWord: "Rocket", reason: "It was plural" });
    expect(bySeq.get(2)!.recordedByName).toBe("Grandma");
    expect(bySeq.get(1)!.game).toBeNull();
  });

  it("filters by player: only the events that player wrote", async () => {
    expect(seqs(await page({ player: mum }))).toEqual([10, 7, 5, 3, 1]);
    expect(seqs(await page({ player: sam }))).toEqual([9, 8, 6, 4, 2]);
  });

  it("filters by kind: setup, won snap, correction, lost/found/replaced, import", async () => {
    expect(seqs(await page({ kind: "setup" }))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(seqs(await page({ kind: "won-snap" }))).toEqual([9, 8, 7]);
    expect(seqs(await page({ kind: "correction" }))).toEqual([10]);
    expect(seqs(await page({ kind: "card" }))).toEqual([12, 11]);
    expect(seqs(await page({ kind: "import" }))).toEqual([13]);
  });

  it("filters by card and by game", async () => {
    expect(seqs(await page({ card: cards[11]!.id }))).toEqual([12, 11, 8]);
    expect(seqs(await page({ game: gameOne }))).toEqual([8, 7]);
    expect(seqs(await page({ game: gameTwo }))).toEqual([9]);
  });

  it("filters by the deck's days (here UTC's), the first and last day both included", async () => {
    expect(seqs(await page({ from: "2025-06-02", to: "2025-06-02" }))).toEqual([4, 3]);
    expect(seqs(await page({ to: "2025-06-01" }))).toEqual([2, 1]);
    expect(seqs(await page({ from: "2025-06-03" }))).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(seqs(await page({ from: "2025-07-01", to: "2025-07-31" }))).toEqual([]);
  });

  it("combines filters: every one of them must hold", async () => {
    expect(seqs(await page({ player: sam, kind: "won-snap" }))).toEqual([9, 8]);
    expect(seqs(await page({ player: mum, q: "rock" }))).toEqual([10, 7]);
    expect(seqs(await page({ game: gameOne, player: sam }))).toEqual([8]);
    expect(seqs(await page({ card: cards[11]!.id, kind: "card" }))).toEqual([12, 11]);
    expect(seqs(await page({ kind: "setup", player: sam, from: "2025-06-02" }))).toEqual([6, 4]);
    expect(seqs(await page({ q: "cafe", from: "2025-06-03", kind: "won-snap" }))).toEqual([8]);
    expect(seqs(await page({ player: mum, game: gameTwo }))).toEqual([]);
  });

  it("search ignores accents and case: cafe finds Café (and Cafétière, also on the events of its card lost and found)", async () => {
    for (const typed of ["cafe", "CAFE", "Café", " café "]) expect(seqs(await page({ q: typed }))).toEqual([12, 11, 8, 1]);
  });

  it("search matches part of a word", async () => {
    expect(seqs(await page({ q: "ocke" }))).toEqual([10, 7]);
    expect(seqs(await page({ q: "tière" }))).toEqual([12, 11, 8]);
  });

  it("a search of one or two letters finds part of a word too, accents and case ignored", async () => {
    expect(seqs(await page({ q: "oc" }))).toEqual([10, 7]);
    expect(seqs(await page({ q: "É" }))).toEqual(seqs(await page({ q: "e" })));
    expect(seqs(await page({ q: "10" }))).toEqual([4, 3]);
    expect(seqs(await page({ q: "zq" }))).toEqual([]);
    expect(seqs(await page({ q: "oc", player: sam }))).toEqual([]);
  });

  it("the word search has its trigram index, where PostgreSQL's pg_trgm could be created (it could on this server)", async () => {
    const [index] = await db.$queryRaw<{ definition: string }[]>`SELECT indexdef AS "definition" FROM pg_indexes WHERE indexname = 'word_events_wordFolded_trgm_idx'`;
    expect(index?.definition).toMatch(/USING gin \("wordFolded" gin_trgm_ops\)/);
  });

  it("search takes % and _ literally", async () => {
    expect(seqs(await page({ q: "100%" }))).toEqual([3]);
    expect(seqs(await page({ q: "%" }))).toEqual([3]);
    expect(seqs(await page({ q: "e_c" }))).toEqual([5]);
    expect(seqs(await page({ q: "_" }))).toEqual([5]);
    expect(seqs(await page({ q: "\\" }))).toEqual([]);
  });

  it("groups a page by the deck's day (here UTC's) and, within a day, by game", async () => {
    const read = await page({});
    const days = groupByDayAndGame(read.events, read.timeZone);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.map((d) => d.day)).toEqual([today, "2025-06-03", "2025-06-02", "2025-06-01"]);
    expect(days[0]!.groups.map((g) => [g.gameId, g.events.map((e) => e.seq)])).toEqual([
      [null, [13, 12, 11, 10]],
      [gameTwo, [9]],
      [gameOne, [8, 7]],
    ]);
  });

  it("a player, card or game of another deck matches nothing", async () => {
    const other = await makeDeck(owner.id, { name: "The Other Deck" });
    const otherGame = await db.game.create({ data: { deckId: other.deckId, mode: "TABLE", setup: {}, creationKey: key(), createdById: owner.id } });
    await writeWords(owner.id, {
      deckId: other.deckId,
      requestKey: key(),
      kind: "WON_SNAP",
      gameId: otherGame.id,
      writes: [{ cardId: other.cards[0]!.id, word: "Elsewhere", playerId: other.players[0]!.id }],
    });
    expect(seqs(await page({ player: other.players[0]!.id }))).toEqual([]);
    expect(seqs(await page({ card: other.cards[0]!.id }))).toEqual([]);
    const foreignGame = await page({ game: otherGame.id });
    expect(seqs(foreignGame)).toEqual([]);
    expect(foreignGame.gameIsOfDeck).toBe(false);
    expect((await page({ game: gameOne })).gameIsOfDeck).toBe(true);
    expect(seqs(await page({ q: "elsewhere" }))).toEqual([]);
  });

  it("is for the deck's members only: a viewer sees it, anyone else gets 404", async () => {
    const viewer = await makeMember(deckId, "Viewer", "VIEWER");
    expect(seqs(await timelinePage(viewer.id, deckId, { player: mum }))).toEqual([10, 7, 5, 3, 1]);
    const stranger = await makeUser("Stranger");
    expect((await refusal(timelinePage(stranger.id, deckId, {}))).status).toBe(404);
  });
});

describe("the timeline's keyset paging", () => {
  it("has no gaps or repeats while new events are appended between page reads, both ways", async () => {
    const owner = await makeUser("Pager");
    const { deckId, cards, players } = await makeDeck(owner.id);
    const append = (count: number, from: number) =>
      appendDated(
        deckId,
        owner.id,
        Array.from({ length: count }, (_, i) => ({ cardId: cards[(from + i) % cards.length]!.id, kind: "CORRECTION" as const, word: `Word ${from + i}`, playerId: players[(from + i) % 2]!.id })),
      );
    await append(120, 0);

    const seen: number[] = [];
    let filters: TimelineFilters = {};
    let newerAfterOfSecondPage: TimelinePlace | null = null;
    for (let pageNumber = 1; ; pageNumber++) {
      const read = await timelinePage(owner.id, deckId, filters);
      expect(read.events.length).toBeLessThanOrEqual(TIMELINE_PAGE_SIZE);
      seen.push(...seqs(read));
      if (pageNumber === 2) newerAfterOfSecondPage = read.newerAfter;
      // Someone records more while the family pages back.
      await append(7, 1000 + pageNumber * 10);
      if (read.olderBefore === null) break;
      filters = { before: read.olderBefore };
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => 120 - i));

    // Back up from the second page: the events just above it, then the ones appended since.
    expect(newerAfterOfSecondPage).toEqual(await placeOf(deckId, 70));
    const upOne = await timelinePage(owner.id, deckId, { after: await placeOf(deckId, 70) });
    expect(seqs(upOne)).toEqual(Array.from({ length: 50 }, (_, i) => 120 - i));
    expect(upOne.olderBefore).toEqual(await placeOf(deckId, 71));
    expect(upOne.newerAfter).toEqual(await placeOf(deckId, 120));
    const upTwo = await timelinePage(owner.id, deckId, { after: await placeOf(deckId, 120) });
    expect(seqs(upTwo)).toEqual(Array.from({ length: 21 }, (_, i) => 141 - i));
    expect(upTwo).toMatchObject({ newerAfter: null, newest: true, olderBefore: await placeOf(deckId, 121) });

    // A shared address under the first event: nothing there, and the way up starts at the first event.
    const first = await placeOf(deckId, 1);
    const underTheFirst = await timelinePage(owner.id, deckId, { before: first });
    expect(underTheFirst).toMatchObject({ events: [], olderBefore: null, newerAfter: { ...first, seq: 0 }, newest: false });
    expect(seqs(await timelinePage(owner.id, deckId, { after: underTheFirst.newerAfter! }))).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
  });

  it("the timeline from an event back (the deck as it was links there) starts with that event", async () => {
    const owner = await makeUser("Linker");
    const { deckId, cards, players } = await makeDeck(owner.id);
    await appendDated(
      deckId,
      owner.id,
      Array.from({ length: 8 }, (_, i) => ({ cardId: cards[i]!.id, kind: "CORRECTION" as const, word: `Word ${i}`, playerId: players[0]!.id })),
    );
    const fifth = await db.wordEvent.findUniqueOrThrow({ where: { deckId_seq: { deckId, seq: 5 } } });
    const read = await timelinePage(owner.id, deckId, { before: placeOverWordEvent(fifth) });
    expect(seqs(read)).toEqual([5, 4, 3, 2, 1]);
    expect(read.newerAfter).toEqual(await placeOf(deckId, 5));
  });

  it("pages a filtered view the same way: every matching event once", async () => {
    const owner = await makeUser("Filterer");
    const { deckId, cards, players } = await makeDeck(owner.id);
    const write = (count: number, from: number) =>
      appendDated(
        deckId,
        owner.id,
        Array.from({ length: count }, (_, i) => ({ cardId: cards[(from + i) % cards.length]!.id, kind: "CORRECTION" as const, word: `Word ${from + i}`, playerId: players[(from + i) % 2]!.id })),
      );
    await write(230, 0);
    const mum = players[0]!.id;
    const seen: number[] = [];
    let filters: TimelineFilters = { player: mum };
    for (;;) {
      const read = await timelinePage(owner.id, deckId, filters);
      seen.push(...seqs(read));
      await write(9, 500 + seen.length);
      if (read.olderBefore === null) break;
      filters = { player: mum, before: read.olderBefore };
    }
    // Mum wrote every event at an even offset: positions 1, 3, 5, … 229.
    expect(seen).toEqual(Array.from({ length: 115 }, (_, i) => 229 - 2 * i));
  });
});
