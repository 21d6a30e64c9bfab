// A won snap's words, one transaction after another (`tsx scripts/bench/words-transaction.ts`): what
// every game recording a won snap pays, on one screen, online or at the table (writeOnBlankCards
// under the deck's lock: the request's earlier events, the cards, the words and their history
// events). Prints, per transaction, the statements sent to PostgreSQL (each one a round trip that
// costs the server about a millisecond of CPU under load: the online rooms' main cost), the wall
// time and this process's CPU, as the median of five rounds of 312 (six decks of 52 cards): in a
// Prisma transaction (a screen's or the table's words) and in one sent by pg (online play's,
// lib/db/sql.ts sqlTransaction).
// Uses DATABASE_URL's server when it is set, else an embedded PostgreSQL.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { normaliseWord } from "../../lib/cards/normalise";
import { db } from "../../lib/db/client";
import { sqlTransaction, type SqlTx } from "../../lib/db/sql";
import { writeOnBlankCards } from "../../lib/decks/write-words";
import { createBenchDeck, createBenchUser, percentile, runBenchmark, startBenchDatabase } from "./support";

const ROUNDS = 5;
const DECKS = 6;

/** Statements sent to PostgreSQL so far (every query of the driver Prisma's adapter uses). */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

type InTransaction = <T>(work: (tx: SqlTx) => Promise<T>) => Promise<T>;
const WAYS: { name: string; transaction: InTransaction }[] = [
  { name: "in a Prisma transaction", transaction: (work) => db.$transaction((tx) => work(tx)) },
  { name: "in a transaction sent by pg", transaction: sqlTransaction },
];

async function round(transaction: InTransaction): Promise<{ statements: number; wallMs: number; cpuMs: number }> {
  const user = await createBenchUser();
  const decks = await Promise.all(Array.from({ length: DECKS }, () => createBenchDeck(user.id)));
  const writes = [];
  for (const deckId of decks) {
    const [cards, player] = await Promise.all([db.card.findMany({ where: { deckId }, select: { id: true } }), db.player.findFirstOrThrow({ where: { deckId } })]);
    for (const card of cards) writes.push({ deckId, cardId: card.id, playerId: player.id });
  }
  const statementsBefore = statements;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const [n, write] of writes.entries()) {
    const word = `Word ${n}`;
    await transaction((tx) =>
      writeOnBlankCards(tx, {
        deckId: write.deckId,
        recordedById: user.id,
        requestKey: randomUUID(),
        kind: "WON_SNAP",
        gameId: null,
        snapRef: `snap ${n}`,
        words: [{ cardId: write.cardId, word, normalised: normaliseWord(word), playerId: write.playerId }],
      }),
    );
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    statements: (statements - statementsBefore) / writes.length,
    wallMs: (performance.now() - started) / writes.length,
    cpuMs: (cpu.user + cpu.system) / 1000 / writes.length,
  };
}

async function main() {
  const database = await startBenchDatabase();
  try {
    console.log(`a won snap's words, ${DECKS * 52} transactions one after another, median of ${ROUNDS} rounds:`);
    for (const way of WAYS) {
      const rounds: Awaited<ReturnType<typeof round>>[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await round(way.transaction));
      const median = (pick: (r: (typeof rounds)[number]) => number) => percentile(rounds.map(pick), 50).toFixed(2);
      console.log(
        `  ${way.name}: ${median((r) => r.statements)} statements each (BEGIN and COMMIT included), ${median((r) => r.wallMs)} ms each, this process's CPU ${median((r) => r.cpuMs)} ms each`,
      );
    }
  } finally {
    await database.stop();
  }
}

runBenchmark(main);
