// Importing a deck export whose history is all on one day against the same history spread over
// many days: what the history's tallies cost (once per statement of 5,000 events, lib's migration
// 20261202010000_tallies_per_statement) must not depend on how many events share a day, and the
// whole import must grow linearly with the events. Prints, for 25,000, 50,000 and 100,000 events on
// one day and 100,000 spread over 694 days: the whole import (checks in the import worker, then the
// writes), the checks alone, and the cost per 1,000 events. Run with `npm run bench` (all
// benchmarks) or `npx tsx scripts/bench/import.ts`; BENCH_IMPORT_EVENTS sets the largest size.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { standardDeck } from "../../lib/cards/deck-composition";
import { db } from "../../lib/db/client";
import type { DeckExportFile } from "../../lib/history/export/schema";
import { importDeck } from "../../lib/history/import/import-deck";
import { importPool } from "../../lib/history/import/import-pool";
import { planImport } from "../../lib/history/import/plan-import";
import { createBenchUser, runBenchmark, startBenchDatabase } from "./support";

const LARGEST = Number(process.env.BENCH_IMPORT_EVENTS ?? 100_000);
const SIZES = [LARGEST / 4, LARGEST / 2, LARGEST];
const DAY_MS = 24 * 3600 * 1000;
const FIRST = Date.UTC(2025, 0, 1, 8);

/**
 * A standard deck's export with `events` corrections, written by two players on the 52 cards in
 * turn, each a word of its own: all within one day (a second apart), or ten minutes apart.
 */
function exportOf(events: number, spacingMs: number): string {
  const at = (ms: number) => new Date(ms).toISOString();
  const players = [
    { id: "ann", name: "Ann", colour: "#b42318", position: 0, archivedAt: null, createdAt: at(FIRST) },
    { id: "ben", name: "Ben", colour: "#1d4ed8", position: 1, archivedAt: null, createdAt: at(FIRST) },
  ];
  const cards = standardDeck().map((c) => ({ id: `card-${c.position}`, position: c.position, code: c.code, rank: c.rank, suit: c.suit, colour: null, status: "IN_DECK" as const, word: null as string | null, updatedSeq: 0, artId: null, designSeq: 0 }));
  const history: DeckExportFile["events"] = [];
  for (let seq = 1; seq <= events; seq++) {
    const card = cards[seq % cards.length]!;
    const word = `word ${seq % 997}`;
    history.push({
      seq,
      cardId: card.id,
      kind: "CORRECTION",
      word,
      previousWord: card.word,
      playerId: players[seq % 2]!.id,
      recordedBy: "Bench",
      gameId: null,
      snapRef: null,
      reason: "Spelt differently on the real card",
      createdAt: at(FIRST + seq * spacingMs),
    });
    Object.assign(card, { word, updatedSeq: seq });
  }
  const file: DeckExportFile = {
    format: "snap-legacy-deck",
    version: 2,
    exportedAt: at(FIRST + events * spacingMs),
    deck: { id: "deck", name: "Bench Deck", kind: "STANDARD", stage: "READY", design: null, setupDeal: null, createdAt: at(FIRST), historySeq: events, designSeq: 0, lookSeq: 0 },
    members: [{ name: "Bench", role: "OWNER" }],
    players,
    cards,
    prints: [],
    backImage: null,
    arts: [],
    designEvents: [],
    pictures: [],
    games: [],
    events: history,
  };
  return JSON.stringify(file);
}

async function main() {
  const database = await startBenchDatabase();
  try {
    const user = await createBenchUser();
    // The worker's first task compiles the TypeScript it runs: a small import first, not measured.
    await importDeck(user.id, { requestKey: randomUUID(), file: Buffer.from(exportOf(100, 1000)) });
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    const runs = [...SIZES.map((n) => ({ events: n, spacingMs: 1000, label: "on one day" })), { events: LARGEST, spacingMs: 10 * 60_000, label: "" }];
    const totals = new Map<string, number>();
    for (const run of runs) {
      const text = exportOf(run.events, run.spacingMs);
      const days = Math.floor((run.events * run.spacingMs) / DAY_MS) + 1;
      const label = `${run.events.toLocaleString("en-GB")} events ${run.label || `over ${days} days`}`;
      const checking = performance.now();
      planImport(text, user.id);
      const checks = performance.now() - checking;
      const started = performance.now();
      const { deckId } = await importDeck(user.id, { requestKey: randomUUID(), file: Buffer.from(text) });
      const ms = performance.now() - started;
      const dayRows = (await db.$queryRaw<{ n: number }[]>`SELECT count(DISTINCT "startsAt"::date)::int AS n FROM "deck_change_bins" WHERE "deckId" = ${deckId}`)[0]!.n;
      totals.set(label, ms);
      console.log(
        `import of ${label} (${(text.length / 1024 / 1024).toFixed(1)} MiB, ${dayRows} day${dayRows === 1 ? "" : "s"} tallied): ${ms.toFixed(0)} ms in all, ${checks.toFixed(0)} ms of it the checks; ${((ms / run.events) * 1000).toFixed(0)} ms per 1,000 events`,
      );
    }
    const oneDay = totals.get(`${LARGEST.toLocaleString("en-GB")} events on one day`)!;
    const spread = [...totals].at(-1)![1];
    console.log(`${LARGEST.toLocaleString("en-GB")} events on one day cost ${(oneDay / spread).toFixed(2)}× the same number spread over days`);
  } finally {
    await importPool().destroy();
    await database.stop();
  }
}

runBenchmark(main);
