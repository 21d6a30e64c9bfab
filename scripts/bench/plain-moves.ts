// The rooms' plain moves in PostgreSQL (`tsx scripts/bench/plain-moves.ts`): the one statement that
// records every waiting room's turns and shouts together (plain-move-writer.ts), with a move each
// for 1, 15 and 50 games of four players and no checkpoint, as most moves are written (the 400-room
// benchmark's statements carry 7 to 35 games most of the time). Prints PostgreSQL's own time for
// the statement (EXPLAIN ANALYZE: no round trip, no client) as the median of 300, and each
// trigger's mean time a statement: the tallies, the game's latest move, the moves' foreign key.
// Costs should grow with the games a statement carries, and a game's tallies are only read again
// when its result changed.
// Uses DATABASE_URL's server when it is set, else an embedded PostgreSQL.
import { db } from "../../lib/db/client";
import { plainMovesStatement } from "../../lib/games/online/plain-move-writer";
import { Prisma } from "../../lib/generated/prisma/client";
import type { GameAction } from "../../lib/rules";
import { makeRoom, startGame } from "../../tests/support/realtime-room";
import { percentile, runBenchmark, startBenchDatabase } from "./support";

const SIZES = [1, 15, 50];
const WARM_UP = 30;
const MEASURED = 300;

interface Explained {
  "Execution Time": number;
  Triggers?: { "Trigger Name": string; Time: number }[];
}

/** A game's moves all look alike to the statement: a tick, as the table's host sends when time passes. */
const tick = (atMs: number): GameAction[] => [{ type: "tick", atMs }];

async function games(count: number) {
  const started: { gameId: string; deckId: string }[] = [];
  for (let seed = 0; seed < count; seed++) {
    const room = await makeRoom({ people: ["Ann", "Ben", "Cat", "Dan"], seed });
    started.push({ gameId: await startGame(room), deckId: room.deckId });
  }
  return started;
}

async function measure(count: number): Promise<string> {
  const rows = await games(count);
  const times: number[] = [];
  const triggers = new Map<string, number>();
  for (let from = 0; from < WARM_UP + MEASURED; from++) {
    const statement = plainMovesStatement(rows.map((game) => ({ ...game, from, actions: tick(from * 1000), checkpoint: null })));
    const [row] = await db.$queryRaw<{ "QUERY PLAN": Explained[] }[]>(Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
    const plan = row!["QUERY PLAN"][0]!;
    if (from < WARM_UP) continue;
    times.push(plan["Execution Time"]);
    // The foreign key's trigger is named by its constraint's number: one name for all.
    for (const t of plan.Triggers ?? []) {
      const name = t["Trigger Name"].startsWith("RI_ConstraintTrigger") ? "the moves' foreign key" : t["Trigger Name"];
      triggers.set(name, (triggers.get(name) ?? 0) + t.Time);
    }
  }
  const each = [...triggers].map(([name, ms]) => `${name} ${(ms / MEASURED).toFixed(3)} ms`).join(", ");
  return `${String(count).padStart(2)} games a statement: ${percentile(times, 50).toFixed(2)} ms in PostgreSQL (${(percentile(times, 50) / count).toFixed(3)} ms a game); its triggers: ${each}`;
}

runBenchmark(async () => {
  const database = await startBenchDatabase();
  try {
    console.log(`The rooms' plain-move statement, a move for each game, median of ${MEASURED} (EXPLAIN ANALYZE):`);
    for (const count of SIZES) console.log(await measure(count));
  } finally {
    await database.stop();
  }
});
