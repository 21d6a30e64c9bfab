import pg from "pg";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, inject, it } from "vitest";
import { HistoryList } from "@/app/decks/[deckId]/_components/history-list";
import { db } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { cardStory } from "@/lib/decks/queries";
import { writeWords } from "@/lib/decks/write-words";
import { cropCardPicture } from "@/lib/designs/crop-card-picture";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import type { DesignEventKind } from "@/lib/generated/prisma/enums";
import { importDeck } from "@/lib/history/import/import-deck";
import type { TimelineFilters } from "@/lib/history/paths";
import { timelinePage, TIMELINE_PAGE_SIZE, type TimelineEntry } from "@/lib/history/timeline";
import { compareTimelinePlaces } from "@/lib/history/timeline-order";
import { saveDeckDesign } from "@/lib/print-jobs/save-deck-design";
import { familyTime } from "@/lib/time/family-time";
import { plainPicture } from "../unit/images/pictures";
import { makeCustomDeck } from "./card-designs-helpers";
import { exportZip, unzip } from "./export-zip-helpers";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { databaseMigratedBefore, dropDatabase } from "../support/database-server";
import { appendDatedEvents } from "./history-helpers";

/** What the timeline tells of each entry, in order: a word event by its word, a design change in its words. */
const told = (events: TimelineEntry[]) => events.map((event) => (event.story === "word" ? `${event.recordedByName} wrote ${event.word}` : `${event.recordedBy.name} ${event.description}`));
const render = (deckId: string, events: Parameters<typeof HistoryList>[0]["events"]) => renderToStaticMarkup(createElement(HistoryList, { deckId, events, time: familyTime("UTC") }));
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the deck's look changing", () => {
  it("a change of the deck's look is one event in the timeline and a line in each card's story", async () => {
    const mum = await makeUser("Mum");
    const { deckId, cards, players } = await makeDeck(mum.id);
    const [queen, king, blank] = [cards.find((c) => c.code === "QH")!, cards.find((c) => c.code === "KH")!, cards.find((c) => c.code === "2C")!];
    await writeWords(mum.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: queen.id, word: "Ghost", playerId: players[0]!.id }] });
    await saveDeckDesign(mum.id, { deckId, theme: "forest", useBackImage: false, requestKey: key() });
    await writeWords(mum.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: king.id, word: "Crown", playerId: players[1]!.id }] });

    expect(await db.deckDesignEvent.count({ where: { deckId } })).toBe(1);
    const timeline = await timelinePage(mum.id, deckId, {});
    expect(told(timeline.events)).toEqual(["Mum wrote Crown", "Mum changed the deck’s look: theme Classic → Forest", "Mum wrote Ghost"]);

    for (const card of [queen, king, blank]) {
      const story = (await cardStory(mum.id, deckId, card.id)).events;
      expect(story.filter((event) => event.story === "design").map((event) => event.kind)).toEqual(["LOOK_CHANGED"]);
      const html = render(deckId, story);
      expect(occurrences(html, "The deck’s look changed")).toBe(1);
      expect(html).not.toContain("Forest");
    }
    // In the queen's story, the look changed after her word was written.
    expect((await cardStory(mum.id, deckId, queen.id)).events.map((event) => event.story)).toEqual(["word", "design"]);
  });
});

describe("a picture's crop moved", () => {
  it("moving a picture's crop says so, on each card and once in the timeline; a crop of it for cards that didn't show it gives them a picture", async () => {
    const gran = await makeUser("Gran");
    const { deckId, cards } = await makeCustomDeck(gran.id);
    const cats = { kind: "set", label: "Cats" } as const;
    const upload = await uploadCardPicture(gran.id, { deckId, bytes: await plainPicture(1000, 1000), target: cats, requestKey: key() });
    await cropCardPicture(gran.id, { deckId, pictureId: upload.pictureId, target: cats, crop: { x: 0.1, y: 0, width: 0.5, height: 0.68 }, requestKey: key() });
    await cropCardPicture(gran.id, { deckId, pictureId: upload.pictureId, target: { kind: "set", label: "Owls" }, crop: { x: 0, y: 0, width: 0.5, height: 0.68 }, requestKey: key() });

    const rows = await db.deckDesignEvent.findMany({ where: { deckId }, orderBy: [{ seq: "asc" }] });
    expect(rows.map((row) => `${row.seq} ${row.kind}`)).toEqual([...Array(4).fill("1 PICTURE_SET"), ...Array(4).fill("2 CROP_MOVED"), ...Array(4).fill("3 PICTURE_SET")]);

    const timeline = await timelinePage(gran.id, deckId, {});
    expect(told(timeline.events)).toEqual([
      "Gran gave the set “Owls” a new picture",
      "Gran moved the crop of the picture on the set “Cats”",
      "Gran gave the set “Cats” a new picture",
    ]);
    const cat = cards.find((card) => card.rank === "Cats")!;
    const story = (await cardStory(gran.id, deckId, cat.id)).events;
    expect(story.map((event) => event.kind)).toEqual(["PICTURE_SET", "CROP_MOVED"]);
    const html = render(deckId, story);
    expect(html).toContain("moved the crop of this card’s picture");
    expect(occurrences(html, "gave this card a picture")).toBe(1);
  });
});

describe("a moved crop in an exported deck", () => {
  it("is told as a moved crop again once the deck is imported (the export says what was asked; the import replays which picture each card showed)", async () => {
    const gran = await makeUser("Gran");
    const { deckId } = await makeCustomDeck(gran.id);
    const cats = { kind: "set", label: "Cats" } as const;
    const upload = await uploadCardPicture(gran.id, { deckId, bytes: await plainPicture(1000, 1000), target: cats, requestKey: key() });
    await cropCardPicture(gran.id, { deckId, pictureId: upload.pictureId, target: cats, crop: { x: 0.2, y: 0, width: 0.5, height: 0.68 }, requestKey: key() });
    const files = await unzip(await exportZip(gran.id, deckId));
    const doc = JSON.parse(files.get("deck.json")!.toString("utf8")) as { designEvents: { kind: string }[] };
    expect(doc.designEvents.map((event) => event.kind)).toEqual(["PICTURE_SET", "PICTURE_SET"]);

    const imported = await importDeck(gran.id, { requestKey: key(), file: await exportZip(gran.id, deckId) });
    expect(told((await timelinePage(gran.id, imported.deckId, {})).events)).toEqual(told((await timelinePage(gran.id, deckId, {})).events));
    expect(told((await timelinePage(gran.id, imported.deckId, {})).events)).toEqual(["Gran moved the crop of the picture on the set “Cats”", "Gran gave the set “Cats” a new picture"]);
  });
});

describe("the timeline's filters and the design story", () => {
  it("the kind “design” shows only the design story; a player, a game, a search or another kind leave it out; a card keeps its own picture's changes; days apply to both", async () => {
    const mum = await makeUser("Mum");
    const { deckId, cards, players } = await makeDeck(mum.id);
    const [queen, king] = [cards.find((c) => c.code === "QH")!, cards.find((c) => c.code === "KH")!];
    const game = await db.game.create({ data: { deckId, mode: "TABLE", setup: { players: [players[0]!.id], matchSuits: false }, creationKey: key(), createdById: mum.id } });
    await writeWords(mum.id, { deckId, requestKey: key(), kind: "WON_SNAP", gameId: game.id, writes: [{ cardId: queen.id, word: "Queenie", playerId: players[0]!.id }] });
    await uploadCardPicture(mum.id, { deckId, bytes: await plainPicture(600, 800), target: { kind: "cards", cardIds: [queen.id] }, requestKey: key() });
    await saveDeckDesign(mum.id, { deckId, theme: "midnight", useBackImage: false, requestKey: key() });
    const page = async (filters: TimelineFilters) => told((await timelinePage(mum.id, deckId, filters)).events);
    const look = "Mum changed the deck’s look: theme Classic → Midnight";
    const picture = "Mum gave the Queen of Hearts a new picture";

    expect(await page({ kind: "design" })).toEqual([look, picture]);
    expect(await page({ kind: "won-snap" })).toEqual(["Mum wrote Queenie"]);
    for (const filters of [{ player: players[0]!.id }, { game: game.id }, { q: "queen" }]) expect(await page(filters)).toEqual(["Mum wrote Queenie"]);
    expect(await page({ card: queen.id })).toEqual([picture, "Mum wrote Queenie"]);
    expect(await page({ card: king.id })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await page({ from: today, to: today, kind: "design" })).toEqual([look, picture]);
    expect(await page({ to: "2025-01-01" })).toEqual([]);
  });

  it("is for the deck's members only: a viewer sees the design story, anyone else gets 404 for it", async () => {
    const mum = await makeUser("Mum");
    const { deckId } = await makeDeck(mum.id);
    await saveDeckDesign(mum.id, { deckId, theme: "forest", useBackImage: false, requestKey: key() });
    const viewer = await makeMember(deckId, "Vi", "VIEWER");
    expect(told((await timelinePage(viewer.id, deckId, { kind: "design" })).events)).toEqual(["Mum changed the deck’s look: theme Classic → Forest"]);
    const stranger = await makeUser("Stranger");
    for (const filters of [{}, { kind: "design" as const }, { q: "te\0a" }]) expect((await refusal(timelinePage(stranger.id, deckId, filters))).status).toBe(404);
  });
});

describe("paging through word events and design changes together", () => {
  it("pages newest first and back up with no gaps or repeats across both kinds, where they share a moment too", async () => {
    const mum = await makeUser("Mum");
    const { deckId, cards, players } = await makeDeck(mum.id);
    const start = Date.UTC(2025, 5, 1, 18, 0, 0);
    // 130 word events, four to a moment, and 45 design changes on the same moments: every moment
    // of the first 33 has word events and design changes both.
    const words = Array.from({ length: 130 }, (_, i) => ({ cardId: cards[i % cards.length]!.id, kind: "CORRECTION" as const, word: `Word ${i + 1}`, playerId: players[i % 2]!.id, createdAt: new Date(start + Math.floor(i / 4) * 1000) }));
    // A few at a time: each call is one transaction, which must end within Prisma's few seconds on a busy machine.
    for (let i = 0; i < words.length; i += 26) await appendDatedEvents(deckId, mum.id, words.slice(i, i + 26));
    const kinds: DesignEventKind[] = ["LOOK_CHANGED", "PICTURE_REMOVED"];
    await db.deckDesignEvent.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({
        deckId,
        seq: i + 1,
        kind: kinds[i % 2]!,
        cardId: kinds[i % 2] === "LOOK_CHANGED" ? null : cards[i % cards.length]!.id,
        summary: `change ${i + 1}`,
        recordedById: mum.id,
        requestKey: key(),
        createdAt: new Date(start + Math.floor((i * 3) / 4) * 1000),
      })),
    });
    const everything = [
      ...(await db.wordEvent.findMany({ where: { deckId }, select: { seq: true, createdAt: true } })).map((e) => ({ at: e.createdAt, stream: "word" as const, seq: e.seq })),
      ...Array.from({ length: 45 }, (_, i) => ({ at: new Date(start + Math.floor((i * 3) / 4) * 1000), stream: "design" as const, seq: i + 1 })),
    ].sort((a, b) => -compareTimelinePlaces(a, b));
    const name = (event: { place: { stream: string; seq: number } }) => `${event.place.stream} ${event.place.seq}`;

    const down: string[] = [];
    const pages: { newerAfter: unknown }[] = [];
    let filters: TimelineFilters = {};
    for (;;) {
      const read = await timelinePage(mum.id, deckId, filters);
      expect(read.events.length).toBeLessThanOrEqual(TIMELINE_PAGE_SIZE);
      down.push(...read.events.map(name));
      pages.push(read);
      if (read.olderBefore === null) break;
      filters = { before: read.olderBefore };
    }
    expect(pages).toHaveLength(4);
    expect(down).toEqual(everything.map((place) => `${place.stream} ${place.seq}`));

    // From the oldest page back up to the newest: the same entries, page by page.
    const up: string[] = [];
    filters = { after: (await timelinePage(mum.id, deckId, { before: everything.at(-1)! })).newerAfter! };
    for (;;) {
      const read = await timelinePage(mum.id, deckId, filters);
      up.unshift(...read.events.map(name));
      if (read.newerAfter === null) break;
      filters = { after: read.newerAfter };
    }
    expect(up).toEqual(down);
  });
});

describe("decks recorded before the design story was told this way", () => {
  it("read the same way once migrated: a look change kept per card is told once, and a new crop of the same picture as a moved crop", async () => {
    const adminUrl = inject("adminDatabaseUrl");
    // The migrations up to the design story's, as a deck recorded before them has its database.
    const url = await databaseMigratedBefore(adminUrl, "20261205300000");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`INSERT INTO users (id, email, name) VALUES ('u1', 'gran@example.com', 'Gran')`);
      await client.query(`INSERT INTO decks (id, name, kind, "createdById") VALUES ('d1', 'Kitchen', 'STANDARD', 'u1')`);
      await client.query(`INSERT INTO cards (id, "deckId", position, code, rank, suit) VALUES ('c1', 'd1', 0, 'QH', 'Q', 'hearts'), ('c2', 'd1', 1, 'KH', 'K', 'hearts')`);
      await client.query(`INSERT INTO deck_pictures (id, "deckId", bytes, width, height, "uploadedById") VALUES ('p1', 'd1', '\\x01', 800, 800, 'u1'), ('p2', 'd1', '\\x01', 800, 800, 'u1')`);
      await client.query(`
        INSERT INTO card_arts (id, "deckId", "pictureId", box, crop, "printBytes", "printWidth", "printHeight", "screenBytes", "createdById") VALUES
          ('a1', 'd1', 'p1', 'PANEL', '{}', '\\x01', 1, 1, '\\x01', 'u1'), ('a2', 'd1', 'p1', 'PANEL', '{}', '\\x01', 1, 1, '\\x01', 'u1'),
          ('a3', 'd1', 'p2', 'PANEL', '{}', '\\x01', 1, 1, '\\x01', 'u1'), ('a4', 'd1', 'p2', 'PANEL', '{}', '\\x01', 1, 1, '\\x01', 'u1')`);
      await client.query(`
        INSERT INTO deck_design_events (id, "deckId", seq, kind, "cardId", "artId", summary, "recordedById", "requestKey") VALUES
          ('e1', 'd1', 1, 'LOOK_CHANGED', 'c1', NULL, 'theme Forest', 'u1', 'k1'), ('e2', 'd1', 1, 'LOOK_CHANGED', 'c2', NULL, 'theme Forest', 'u1', 'k1'),
          ('e3', 'd1', 2, 'PICTURE_SET', 'c1', 'a1', NULL, 'u1', 'k2'), ('e4', 'd1', 2, 'PICTURE_SET', 'c2', 'a1', NULL, 'u1', 'k2'),
          ('e5', 'd1', 3, 'PICTURE_SET', 'c1', 'a2', NULL, 'u1', 'k3'),
          ('e6', 'd1', 4, 'PICTURE_SET', 'c1', 'a3', NULL, 'u1', 'k4'), ('e7', 'd1', 4, 'PICTURE_SET', 'c2', 'a3', NULL, 'u1', 'k4'),
          ('e8', 'd1', 5, 'PICTURE_REMOVED', 'c1', NULL, NULL, 'u1', 'k5'),
          ('e9', 'd1', 6, 'PICTURE_SET', 'c1', 'a4', NULL, 'u1', 'k6'), ('e10', 'd1', 6, 'PICTURE_SET', 'c2', 'a4', NULL, 'u1', 'k6')`);
      await runMigrations(url);
      const { rows } = await client.query<{ seq: number; kind: string; cardId: string | null }>(`SELECT seq, kind::text, "cardId" FROM deck_design_events ORDER BY seq, "cardId"`);
      expect(rows.map((row) => `${row.seq} ${row.kind} ${row.cardId ?? "every card"}`)).toEqual([
        "1 LOOK_CHANGED every card",
        "2 PICTURE_SET c1",
        "2 PICTURE_SET c2",
        // The queen's second crop of the same picture moved its crop.
        "3 CROP_MOVED c1",
        // Another picture is a picture given.
        "4 PICTURE_SET c1",
        "4 PICTURE_SET c2",
        "5 PICTURE_REMOVED c1",
        // The queen had no picture before this one; the king already showed it.
        "6 PICTURE_SET c1",
        "6 CROP_MOVED c2",
      ]);
      // The design story is append-only again once the migrations are done.
      await expect(client.query(`UPDATE deck_design_events SET summary = 'x' WHERE id = 'e1'`)).rejects.toThrow(/append-only/);
    } finally {
      await client.end();
      await dropDatabase(adminUrl, url);
    }
  });
});
