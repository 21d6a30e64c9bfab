import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { deckExportSchema } from "@/lib/history/export/schema";
import { readText } from "@/lib/history/export/text-stream";
import { planImport } from "@/lib/history/import/plan-import";
import { seedLongHistory } from "../../scripts/bench/history/seed-long-history";
import { makeUser } from "./deck-helpers";

describe("exporting a deck kept for years", () => {
  it("writes every event once, in order, and every game with all its moves, across many batches read ahead", async () => {
    const user = await makeUser("Mum");
    const { deckId } = await seedLongHistory(user.id, 4500);
    // And one long game still being played, whose moves (its clock ticking) are more than one batch.
    const { setup } = await db.game.findFirstOrThrow({ where: { deckId, mode: "SCREEN" } });
    const long = await db.game.create({ data: { deckId, mode: "SCREEN", status: "PLAYING", setup: setup!, actionCount: 4100, creationKey: randomUUID(), createdById: user.id } });
    await db.$executeRaw`INSERT INTO "game_actions" ("gameId", "index", "action") SELECT ${long.id}, i, jsonb_build_object('type', 'tick', 'atMs', i) FROM generate_series(0, 4099) AS i`;
    const text = await readText((await exportDeckJson(user.id, deckId)).stream);
    const doc = deckExportSchema.parse(JSON.parse(text));
    // Every game replays as the import replays it.
    expect(planImport(text, user.id).counts).toMatchObject({ events: 4500, moves: await db.gameAction.count({ where: { game: { deckId } } }) });

    expect(doc.events.map((e) => e.seq)).toEqual(Array.from({ length: 4500 }, (_, i) => i + 1));
    const stored = await db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" }, select: { word: true, cardId: true } });
    expect(doc.events.map((e) => [e.cardId, e.word])).toEqual(stored.map((e) => [e.cardId, e.word]));

    const games = await db.game.findMany({ where: { deckId }, select: { id: true, actionCount: true } });
    expect(doc.games.length).toBe(games.length);
    expect(doc.games.find((g) => g.id === long.id)?.actions.at(-1)).toMatchObject({ index: 4099, action: { type: "tick", atMs: 4099 } });
    const moves = new Map(games.map((g) => [g.id, g.actionCount]));
    for (const game of doc.games) {
      expect(game.actions.map((a) => a.index)).toEqual(Array.from({ length: moves.get(game.id)! }, (_, i) => i));
    }
  });
});
