// The live shared record: how long a recorded table snap takes to reach the devices watching the
// session. The app is started as `npm start` does; the benchmark signs in over HTTP, opens 1, 10 and
// 50 event streams of one table session (as that many devices at the table, all on one app process),
// and records 50 snaps through recordTableSnap in its own process on the same database, one after
// another. Prints the median and p95 from each snap's commit (its call returning) to the event
// reaching the first and the last of the streams, and from the call's start to the last stream.
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { db } from "../../lib/db/client";
import { recordTableSnap } from "../../lib/games/table/record-table-snap";
import { startTableSession } from "../../lib/games/table/start-table-session";
import { createBenchDeck, createBenchUser, percentile, runBenchmark, signInOverHttp, startBenchApp, startBenchDatabase } from "./support";

const SNAPS = 50;
const DEVICES = [1, 10, 50];

/** One device's event stream: when each snap's change arrived. */
async function openStream(url: string, cookie: string) {
  const arrived = new Map<number, number>();
  const waiting = new Set<() => void>();
  const abort = new AbortController();
  // Asks for gzip as a browser does: a compressed stream would sit in the compressor's buffer.
  const response = await fetch(url, { headers: { cookie, accept: "text/event-stream", "accept-encoding": "gzip" }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`The stream answered ${response.status}`);
  if (response.headers.has("content-encoding")) throw new Error(`The stream came ${response.headers.get("content-encoding")}-encoded, so it is buffered`);
  let helloed!: () => void;
  const hello = new Promise<void>((resolve) => (helloed = resolve));
  void (async () => {
    let buffer = "";
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.startsWith("event: hello")) helloed();
          const data = /^event: change\ndata: (.*)$/m.exec(message)?.[1];
          if (data) arrived.set((JSON.parse(data) as { snap: number }).snap, now);
        }
        for (const wake of [...waiting]) wake();
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return {
    hello,
    async arrival(snap: number): Promise<number> {
      while (!arrived.has(snap)) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
        });
      }
      return arrived.get(snap)!;
    },
    close: () => abort.abort(),
  };
}

runBenchmark(async () => {
  const database = await startBenchDatabase();
  const user = await createBenchUser();
  const deckId = await createBenchDeck(user.id);
  const players = await db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  const cards = await db.card.findMany({ where: { deckId, code: { in: ["7H", "7C"] } } });
  const [sevenOfHearts, sevenOfClubs] = ["7H", "7C"].map((code) => cards.find((c) => c.code === code)!.id);
  const app = await startBenchApp("bench-table-live");
  try {
    const cookie = await signInOverHttp(app.baseUrl, user.email);
    console.log(`Table live record: ${SNAPS} snaps recorded one after another, each awaited on every device's stream.`);
    for (const devices of DEVICES) {
      const { gameId } = await startTableSession(user.id, { deckId, requestKey: randomUUID(), players: players.map((p) => p.id), matchSuits: false });
      const streams = await Promise.all(Array.from({ length: devices }, () => openStream(`${app.baseUrl}/api/decks/${deckId}/table/${gameId}/live`, cookie)));
      await Promise.all(streams.map((s) => s.hello));
      const toFirst: number[] = [];
      const toLast: number[] = [];
      const fromStart: number[] = [];
      for (let n = 1; n <= SNAPS; n++) {
        const started = performance.now();
        // The two sevens get their words once; after that they are a snap with nothing to write.
        const words = n === 1 && devices === DEVICES[0] ? [{ cardId: sevenOfHearts, word: "Rocket" }, { cardId: sevenOfClubs, word: "Teapot" }] : [];
        const recording = recordTableSnap(user.id, {
          deckId,
          gameId,
          requestKey: randomUUID(),
          winnerPlayerId: players[0]!.id,
          onTableCardId: sevenOfHearts,
          justPlayedCardId: sevenOfClubs,
          words,
        });
        const arrivals = streams.map((s) => s.arrival(n));
        await recording;
        const committed = performance.now();
        const times = await Promise.all(arrivals);
        toFirst.push(Math.min(...times) - committed);
        toLast.push(Math.max(...times) - committed);
        fromStart.push(Math.max(...times) - started);
      }
      const figure = (values: number[]) => `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
      console.log(`  ${devices} device(s): commit → first device ${figure(toFirst)}; commit → last device ${figure(toLast)}; call → last device ${figure(fromStart)}`);
      for (const s of streams) s.close();
    }
    console.log("  (commit is when recordTableSnap returned; PostgreSQL sends the notification at commit, so a figure may be below zero.)");
    // Devices that leave are unsubscribed: the app's listening connection closes with the last one.
    const listening = async () =>
      (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = ${"LISTEN table_sessions"}`)[0]!.n;
    for (let waited = 0; waited < 50 && (await listening()) > 0; waited++) await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(`  Listening connections once every device left: ${await listening()}`);
  } finally {
    await app.stop();
    await database.stop();
  }
});
