// Recording a screen game's moves: server time per batch of 30 moves (recordActions, which judges
// each move and writes the batch in one transaction) near the start of a long game and near its
// 3,000th move. Goal: the same cost at both, at most 10 ms. Prints the median of each, and of the
// batches with and without a won snap's words to write (those cost queries of their own).
// Uses DATABASE_URL's server when it is set, else an embedded PostgreSQL.
import { randomUUID } from "node:crypto";
import { db } from "../../lib/db/client";
import { recordActions } from "../../lib/games/screen/record-actions";
import { openingStep, screenGameSetupSchema, screenRules } from "../../lib/games/screen/setup";
import { startScreenGame } from "../../lib/games/screen/start-screen-game";
import { playBotGame, type BotSettings, type GameAction } from "../../lib/rules";
import { createBenchDeck, createBenchUser, percentile, runBenchmark, startBenchDatabase } from "./support";

const BATCH = 30;
const LONG_GAME = 3_100;
/** How many batches are measured at each end. */
const WINDOW = 10;
/** Bots that miss most matches, as a table of young children might: their games run long. */
const MISTAKE_RATE = 0.9;

/** The words the people at the table write for the bots (the table's rule "we write its words"), so batches write words. */
let written = 0;
const peopleWrite = (_: string, cardIds: string[]) => Object.fromEntries(cardIds.map((cardId) => [cardId, `Word ${++written}`]));

/** A game on the deck whose bots play at least LONG_GAME moves, and those moves. */
async function longGame(userId: string, deckId: string): Promise<{ gameId: string; actions: GameAction[] }> {
  for (let seed = 1; seed < 500; seed++) {
    const { gameId } = await startScreenGame(userId, {
      deckId,
      requestKey: randomUUID(),
      seats: Array.from({ length: 4 }, () => ({ kind: "bot", pace: "normal" })),
      seed,
      botWords: "people",
    });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    const bots: Record<string, BotSettings> = Object.fromEntries(
      setup.seats.map((seat) => [seat.id, { pace: "normal", mistakeRate: MISTAKE_RATE, seed: `${seed}:${seat.id}` }]),
    );
    const { actions } = playBotGame(screenRules, openingStep(setup), bots, { maxActions: LONG_GAME + BATCH, peopleWrite });
    if (actions.length >= LONG_GAME) return { gameId, actions };
  }
  throw new Error(`no bot game reached ${LONG_GAME} moves`);
}

interface Batch {
  ms: number;
  /** CPU time of this process during the batch: the server's own work, without waiting for the database. */
  cpuMs: number;
  /** Whether the batch wrote words into the deck's history (a won snap's words cost queries of their own). */
  wroteWords: boolean;
}

function median(times: number[]): string {
  return times.length === 0 ? "-" : `${percentile(times, 50).toFixed(1)} ms`;
}

function describe(label: string, batches: Batch[]): string {
  const plain = batches.filter((b) => !b.wroteWords).map((b) => b.ms);
  const withWords = batches.filter((b) => b.wroteWords).map((b) => b.ms);
  return [
    `${label}: median ${median(batches.map((b) => b.ms))} (${batches.length} batches, of which the server's own CPU ${median(batches.map((b) => b.cpuMs))});`,
    `without words written ${median(plain)} (${plain.length}), with words ${median(withWords)} (${withWords.length})`,
  ].join(" ");
}

async function main() {
  const database = await startBenchDatabase();
  try {
    const user = await createBenchUser();
    const deckId = await createBenchDeck(user.id);
    const { gameId, actions } = await longGame(user.id, deckId);
    // Warm up (connections, JIT) on another game, so the first batches measured are not the first run.
    const warmUp = await longGame(user.id, deckId);
    for (let from = 0; from < 10 * BATCH; from += BATCH) {
      await recordActions(user.id, { gameId: warmUp.gameId, fromIndex: from, actions: warmUp.actions.slice(from, from + BATCH) });
    }
    const early: Batch[] = [];
    const late: Batch[] = [];
    for (let from = 0; from + BATCH <= LONG_GAME; from += BATCH) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const recorded = await recordActions(user.id, { gameId, fromIndex: from, actions: actions.slice(from, from + BATCH) });
      const used = process.cpuUsage(cpu);
      const batch = {
        ms: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
        wroteWords: recorded.wordsWritten.length + recorded.kept.length > 0,
      };
      if (from >= 30 && from < 30 + WINDOW * BATCH) early.push(batch);
      if (from >= 3_090 - WINDOW * BATCH && from < 3_090) late.push(batch);
    }
    console.log(`Recording a 4-bot game of ${actions.length} moves in batches of ${BATCH}`);
    console.log(describe("batches from move ~30   ", early));
    console.log(describe("batches from move ~3,000", late));
  } finally {
    await database.stop();
  }
}

runBenchmark(main);
