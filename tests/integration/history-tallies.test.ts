import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { deckCharts } from "@/lib/history/charts/queries";
import { KIND_EFFECT } from "@/lib/history/counts";
import { seedLongHistory } from "../../scripts/bench/history/seed-long-history";
import { makeDeck, makeUser } from "./deck-helpers";

/**
 * The charts and players' pages read tallies a trigger keeps as events are appended
 * (deck_word_counts, deck_change_bins). Here a long, mixed history (won snaps, corrections to other
 * words and to blank, cards lost, found and replaced, across many days) is replayed event by event
 * in plain code, and every day's counts and every player's words must be what the tallies say.
 */
async function replayedByDay(deckId: string) {
  const cards = await db.card.findMany({ where: { deckId }, select: { id: true } });
  const events = await db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" } });
  const state = new Map(cards.map((c) => [c.id, { word: null as string | null, inDeck: true }]));
  const days: { day: string; words: number; blank: number }[] = [];
  const wordsBy = new Map<string, number>();
  for (const event of events) {
    const card = state.get(event.cardId)!;
    const effect = KIND_EFFECT[event.kind];
    if (effect.writesWord) card.word = event.word;
    if (effect.status) card.inDeck = effect.status === "IN_DECK";
    if (effect.writesWord && event.word !== null && event.playerId) wordsBy.set(event.playerId, (wordsBy.get(event.playerId) ?? 0) + 1);
    const day = event.createdAt.toISOString().slice(0, 10);
    const counts = {
      day,
      words: [...state.values()].filter((c) => c.word !== null).length,
      blank: [...state.values()].filter((c) => c.inDeck && c.word === null).length,
    };
    if (days.at(-1)?.day === day) days[days.length - 1] = counts;
    else days.push(counts);
  }
  return { days, wordsBy };
}

describe("the history's tallies", () => {
  it("count, at every day's end, the words on the deck and the blank cards left, as replaying the history does", async () => {
    const user = await makeUser("Mum");
    const { deckId } = await seedLongHistory(user.id, 3000);
    const replayed = await replayedByDay(deckId);
    const charts = await deckCharts(user.id, deckId);
    expect(replayed.days.length).toBeGreaterThan(500);
    expect(charts.overTime).toEqual(replayed.days);
    expect(new Map(charts.wordsPerPlayer.map((p) => [p.playerId, p.count]))).toEqual(replayed.wordsBy);
  });

  it("are made by the migrations for a history and games written before them exactly as the triggers make them", async () => {
    const user = await makeUser("Dad");
    const { deckId } = await seedLongHistory(user.id, 1500);
    // Two screen games still being played: their results so far are in their checkpoints.
    const [playing, over] = await db.game.findMany({ where: { deckId, mode: { not: "TABLE" } }, take: 2 });
    await db.$executeRaw`UPDATE "games" SET "status" = 'PLAYING', "checkpoint" = jsonb_build_object('state', '{}'::jsonb, 'result', "result"), "result" = NULL WHERE "id" = ${playing!.id}`;
    await db.$executeRaw`UPDATE "games" SET "checkpoint" = jsonb_build_object('state', '{}'::jsonb, 'result', "result") WHERE "id" = ${over!.id}`;
    const tallies = () =>
      Promise.all([
        db.deckWordCount.findMany({ where: { deckId }, orderBy: [{ playerId: "asc" }, { wordNormalised: "asc" }] }),
        db.deckChangeBin.findMany({ where: { deckId }, orderBy: { startsAt: "asc" } }),
        db.deckGameTally.findMany({ where: { deckId, n: { not: 0 } }, orderBy: [{ what: "asc" }, { kind: "asc" }, { key: "asc" }] }),
      ]);
    const byTrigger = await tallies();
    expect(byTrigger[1].length).toBeGreaterThan(100);
    expect(byTrigger[2].filter((t) => t.kind === "companion").length).toBeGreaterThan(0);
    expect(byTrigger[2].filter((t) => t.kind === "legacy").length).toBeGreaterThan(0);

    /** A migration's backfill: its statements from `marker` on (each an INSERT or a DELETE). */
    const backfill = (name: string, marker: string) => {
      const migration = readFileSync(path.join(process.cwd(), `prisma/migrations/${name}/migration.sql`), "utf8");
      return migration
        .slice(migration.indexOf(marker))
        .split(/;\s*$/m)
        .map((s) => s.replace(/^--.*$/gm, "").trim())
        .filter(Boolean);
    };
    const words = backfill("20261130190000_history_tallies", "-- The history already written, tallied the same way at once.");
    const companion = backfill("20261130190000_history_tallies", "-- The games played so far, tallied the same way at once.").slice(1);
    const bins = backfill("20261206100000_counts_as_played", "-- The history already written, by quarter");
    expect([...words.slice(0, 1), ...companion, ...bins].map((s) => s.slice(0, 11))).toEqual(["INSERT INTO", "INSERT INTO", "INSERT INTO", "DELETE FROM", "INSERT INTO"]);
    await db.$executeRawUnsafe(`DELETE FROM "deck_word_counts"`);
    await db.$executeRawUnsafe(`DELETE FROM "deck_change_bins"`);
    await db.$executeRawUnsafe(`DELETE FROM "deck_game_tallies"`);
    for (const statement of [words[0]!, ...companion, ...bins]) await db.$executeRawUnsafe(statement);

    expect(await tallies()).toEqual(byTrigger);
  });

  it("are the same for a history written in one statement as for the same history written one event at a time", async () => {
    const user = await makeUser("Gran");
    const source = await seedLongHistory(user.id, 1200);
    // A few of the table sessions' last snaps undone, so undos are tallied both ways too.
    await db.$executeRaw`
      INSERT INTO "game_actions" ("gameId", "index", "action")
      SELECT g."id", g."actionCount", jsonb_build_object('type', 'undo', 'requestKey', 'undo-' || g."id", 'of', g."actionCount" - 1)
      FROM "games" g WHERE g."deckId" = ${source.deckId} AND g."mode" = 'TABLE' AND g."actionCount" > 0`;
    const players = ["Ann", "Ben", "Cleo", "Dad"];
    const [batch, oneByOne] = [(await makeDeck(user.id, { players })).deckId, (await makeDeck(user.id, { players })).deckId];

    /** Copies the source's games, their moves and its events into `target` (cards and players by position), `where` choosing which rows. */
    const copy = (target: string) => ({
      games: (where: string) =>
        db.$executeRawUnsafe(
          `INSERT INTO "games" ("id", "deckId", "mode", "status", "setup", "result", "actionCount", "creationKey", "createdById", "createdAt", "endedAt")
           SELECT md5($1 || g."id"), $1, g."mode", g."status", g."setup", g."result", g."actionCount", md5($1 || g."creationKey"), g."createdById", g."createdAt", g."endedAt"
           FROM "games" g WHERE g."deckId" = $2 AND ${where}`,
          target,
          source.deckId,
        ),
      actions: (where: string) =>
        db.$executeRawUnsafe(
          `INSERT INTO "game_actions" ("gameId", "index", "action", "createdAt")
           SELECT md5($1 || a."gameId"), a."index", a."action", a."createdAt" FROM "game_actions" a JOIN "games" g ON g."id" = a."gameId"
           WHERE g."deckId" = $2 AND ${where} ORDER BY a."gameId", a."index"`,
          target,
          source.deckId,
        ),
      events: (where: string) =>
        db.$executeRawUnsafe(
          `INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "wordNormalised", "wordFolded", "previousWord", "playerId", "gameId", "reason", "recordedById", "requestKey", "createdAt")
           SELECT gen_random_uuid()::text, $1, e."seq", tc."id", e."kind", e."word", e."wordNormalised", e."wordFolded", e."previousWord", tp."id",
                  CASE WHEN e."gameId" IS NULL THEN NULL ELSE md5($1 || e."gameId") END, e."reason", e."recordedById", e."requestKey", e."createdAt"
           FROM "word_events" e
           JOIN "cards" sc ON sc."id" = e."cardId" JOIN "cards" tc ON tc."deckId" = $1 AND tc."position" = sc."position"
           LEFT JOIN "players" sp ON sp."id" = e."playerId" LEFT JOIN "players" tp ON tp."deckId" = $1 AND tp."position" = sp."position"
           WHERE e."deckId" = $2 AND ${where} ORDER BY e."seq"`,
          target,
          source.deckId,
        ),
    });

    await copy(batch).games("true");
    await copy(batch).actions("true");
    await copy(batch).events("true");

    const games = await db.game.findMany({ where: { deckId: source.deckId }, select: { id: true, mode: true, actions: { select: { index: true } } } });
    for (const game of games) await copy(oneByOne).games(`g."id" = '${game.id}'`);
    await copy(oneByOne).actions(`g."mode" <> 'TABLE'`);
    for (const game of games.filter((g) => g.mode === "TABLE")) {
      for (const { index } of game.actions.sort((a, b) => a.index - b.index)) await copy(oneByOne).actions(`a."gameId" = '${game.id}' AND a."index" = ${index}`);
    }
    for (let seq = 1; seq <= source.events; seq++) await copy(oneByOne).events(`e."seq" = ${seq}`);

    /** A deck's tallies, its players named by position (the keys of game tallies are the source's own player ids in both). */
    const tallies = async (deckId: string) => {
      const position = new Map((await db.player.findMany({ where: { deckId } })).map((p) => [p.id, p.position]));
      return {
        words: (await db.deckWordCount.findMany({ where: { deckId } })).map((w) => [position.get(w.playerId), w.wordNormalised, w.word, w.count]).sort(),
        days: (await db.deckChangeBin.findMany({ where: { deckId }, orderBy: { startsAt: "asc" } })).map((d) => [d.startsAt.toISOString(), d.words, d.blank, d.botWords, d.unnamedWords]),
        games: (await db.deckGameTally.findMany({ where: { deckId, n: { not: 0 } }, orderBy: [{ what: "asc" }, { kind: "asc" }, { key: "asc" }] })).map((t) => [t.what, t.kind, t.key, t.n]),
      };
    };
    const [inOneStatement, eventByEvent] = [await tallies(batch), await tallies(oneByOne)];
    expect(inOneStatement.days.length).toBeGreaterThan(100);
    expect(inOneStatement.games.some(([, kind]) => kind === "companion")).toBe(true);
    expect(inOneStatement).toEqual(eventByEvent);
    expect(inOneStatement).toEqual(await tallies(source.deckId));
    // Some 2,500 statements, one event or move each: slow on a busy machine.
  }, 180_000);

  it("follow a statement that moves some games' snaps and shouts on and leaves the others' as they were", async () => {
    const user = await makeUser("Nan");
    const [{ deckId }, { deckId: otherDeck }] = [await makeDeck(user.id, { players: ["Ann", "Ben"] }), await makeDeck(user.id, { players: ["Ann", "Ben"] })];
    const soFar = (snapsWon: Record<string, number>, rightShouts: Record<string, number> = {}, turns = 0) => ({ state: { turns }, result: { snapsWon, rightShouts } });
    const game = (checkpoint: object) =>
      db.game.create({ data: { deckId, mode: "SCREEN", setup: { game: "legacy" }, checkpoint, creationKey: randomUUID(), createdById: user.id }, select: { id: true } });
    const a = await game(soFar({ ann: 1 }, { Apple: 1 }));
    const b = await game(soFar({ ben: 2 }));
    const c = await game(soFar({ ann: 1 }));
    const d = await game(soFar({ ben: 1 }));
    const tallies = async (of: string) =>
      Object.fromEntries((await db.deckGameTally.findMany({ where: { deckId: of, n: { not: 0 } } })).map((t) => [`${t.what} ${t.kind} ${t.key}`, t.n]));
    expect(await tallies(deckId)).toEqual({ "snap legacy ann": 2, "snap legacy ben": 3, "shout legacy Apple": 1 });

    // One statement, as a batch of moves writes: a snap won in a, a right shout in b; d's checkpoint
    // written again further on with the same result; c's only told how many moves it reflects.
    await db.$executeRaw`
      UPDATE "games" SET "actionCount" = "actionCount" + 1, "checkpoint" = CASE "id"
        WHEN ${a.id} THEN ${JSON.stringify(soFar({ ann: 2 }, { Apple: 1 }, 5))}::jsonb
        WHEN ${b.id} THEN ${JSON.stringify(soFar({ ben: 2 }, { Pear: 1 }, 7))}::jsonb
        WHEN ${d.id} THEN ${JSON.stringify(soFar({ ben: 1 }, {}, 9))}::jsonb
        ELSE jsonb_set("checkpoint", '{at}', '0') END
      WHERE "deckId" = ${deckId}`;
    expect(await tallies(deckId)).toEqual({ "snap legacy ann": 3, "snap legacy ben": 3, "shout legacy Apple": 1, "shout legacy Pear": 1 });

    // a ends as it stood (its result is its checkpoint's); c moves to another deck, its snap with it.
    await db.$executeRaw`
      UPDATE "games" SET "status" = 'OVER', "result" = CASE WHEN "id" = ${a.id} THEN "checkpoint"->'result' END, "deckId" = CASE WHEN "id" = ${c.id} THEN ${otherDeck} ELSE "deckId" END
      WHERE "id" IN (${a.id}, ${c.id})`;
    expect(await tallies(deckId)).toEqual({ "snap legacy ann": 2, "snap legacy ben": 3, "shout legacy Apple": 1, "shout legacy Pear": 1 });
    expect(await tallies(otherDeck)).toEqual({ "snap legacy ann": 1 });
  });
});
