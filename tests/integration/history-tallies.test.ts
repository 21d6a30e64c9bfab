import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { deckCharts } from "@/lib/history/charts/queries";
import { KIND_EFFECT } from "@/lib/history/replay-history";
import { seedLongHistory } from "../../scripts/bench/history/seed-long-history";
import { makeUser } from "./deck-helpers";

/**
 * The charts and players' pages read tallies a trigger keeps as events are appended
 * (deck_word_counts, deck_day_changes). Here a long, mixed history (won snaps, corrections to other
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

  it("are made by the migration for a history and games written before them exactly as the triggers make them", async () => {
    const user = await makeUser("Dad");
    const { deckId } = await seedLongHistory(user.id, 1500);
    const tallies = () =>
      Promise.all([
        db.deckWordCount.findMany({ where: { deckId }, orderBy: [{ playerId: "asc" }, { wordNormalised: "asc" }] }),
        db.deckDayChange.findMany({ where: { deckId }, orderBy: { day: "asc" } }),
        db.deckGameTally.findMany({ where: { deckId }, orderBy: [{ what: "asc" }, { kind: "asc" }, { key: "asc" }] }),
      ]);
    const byTrigger = await tallies();
    expect(byTrigger[1].length).toBeGreaterThan(100);
    expect(byTrigger[2].filter((t) => t.kind === "companion").length).toBeGreaterThan(0);

    const migration = readFileSync(path.join(process.cwd(), "prisma/migrations/20261130190000_history_tallies/migration.sql"), "utf8");
    // The migration ends with its backfills: every statement from the first one on is an INSERT.
    const backfill = migration.slice(migration.indexOf("-- The history already written, tallied the same way at once."));
    const statements = backfill.split(/;\s*$/m).map((s) => s.replace(/^--.*$/gm, "").trim()).filter(Boolean);
    expect(statements.map((s) => s.slice(0, 11))).toEqual(Array(4).fill("INSERT INTO"));
    await db.$executeRawUnsafe(`DELETE FROM "deck_word_counts"`);
    await db.$executeRawUnsafe(`DELETE FROM "deck_day_changes"`);
    await db.$executeRawUnsafe(`DELETE FROM "deck_game_tallies"`);
    for (const statement of statements) await db.$executeRawUnsafe(statement);

    expect(await tallies()).toEqual(byTrigger);
  });
});
