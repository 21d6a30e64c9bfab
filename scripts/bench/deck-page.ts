// Deck page server time and size: a 52-card deck with 2,000 and then 100,000 history events, served
// by the production build (started as `npm start` does), fetched by a signed-in user. Prints the
// median and p95 in ms with the machine's load, the server's CPU time per request (beside that of
// a small signed-in page, the floor), and the bytes on the wire: the page as a browser loads it
// (HTML with its inlined RSC payload) and the RSC payload a client-side navigation fetches, raw and
// as sent (the server compresses when the browser accepts gzip).
import { randomUUID } from "node:crypto";
import http from "node:http";
import os from "node:os";
import { db } from "../../lib/db/client";
import { deckPage } from "../../lib/decks/queries";
import { writeWords } from "../../lib/decks/write-words";
import { appCpuMs, createBenchDeck, createBenchUser, percentile, runBenchmark, signInOverHttp, startBenchApp, startBenchDatabase } from "./support";

const HISTORY_SIZES = [2000, 100_000];
const REQUESTS = 40;
const WARM_UP = 30; // requests before measuring: the server keeps optimising its hot code for a while

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Fetched {
  status: number;
  wire: number;
  encoding: string;
}

/**
 * One GET as a browser sends it; `wire` counts the body bytes exactly as they crossed the socket.
 * Follows the redirect Next.js answers an RSC request with when its cache-busting `_rsc` is missing.
 */
function get(url: string, headers: Record<string, string>, redirects = 1): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const location = response.headers.location;
      if (response.statusCode === 307 && location && redirects > 0) {
        response.resume();
        get(new URL(location, url).toString(), headers, redirects - 1).then(resolve, reject);
        return;
      }
      let wire = 0;
      response.on("data", (chunk: Buffer) => (wire += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, wire, encoding: String(response.headers["content-encoding"] ?? "identity") }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}


async function seedDeck(userId: string, events: number): Promise<string> {
  const deckId = await createBenchDeck(userId);
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  await writeWords(userId, {
    deckId,
    requestKey: randomUUID(),
    kind: "IMPORT",
    writes: cards.map((c, i) => ({ cardId: c.id, word: `Word ${i}`, playerId: null })),
  });
  // The history beyond the first words: corrections, appended as the domain would (seq after seq),
  // written by the database itself so that 100,000 of them take seconds.
  const seeding = performance.now();
  await db.$executeRaw`
    INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "previousWord", "reason", "recordedById", "requestKey")
    SELECT gen_random_uuid()::text, ${deckId}, ${cards.length} + n, (${cards.map((c) => c.id)}::text[])[(n - 1) % ${cards.length} + 1],
           'CORRECTION'::"WordEventKind", 'Word ' || (${cards.length} + n - 1), 'Word ' || (n - 1), 'Benchmark history', ${userId}, 'bench-' || n
    FROM generate_series(1, ${events - cards.length}) AS n`;
  await db.deck.update({ where: { id: deckId }, data: { historySeq: events } });
  await db.$executeRawUnsafe(`ANALYZE "word_events"`);
  console.log(`seeded ${await db.wordEvent.count({ where: { deckId } })} events in ${Math.round(performance.now() - seeding)} ms`);
  return deckId;
}

async function main() {
  const database = await startBenchDatabase();
  const user = await createBenchUser();
  const decks: Array<[number, string]> = [];
  for (const events of HISTORY_SIZES) decks.push([events, await seedDeck(user.id, events)]);

  for (const [events, deckId] of decks) {
    const queryTimes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      await deckPage(user.id, deckId);
      queryTimes.push(performance.now() - started);
    }
    console.log(`deck page queries alone (deckPage), ${events} events: median ${percentile(queryTimes, 50).toFixed(1)} ms`);
  }

  const app = await startBenchApp("bench-deck-page");
  try {
    const cookie = await signInOverHttp(app.baseUrl, user.email);

    /** Times GET `url` (after a warm-up) and prints its median, p95 and the server's CPU per request. */
    const measure = async (label: string, url: string, expected: string) => {
      const times: number[] = [];
      let cpuAtStart = 0;
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        if (i === WARM_UP) cpuAtStart = appCpuMs(app.process.pid!);
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        const html = await response.text();
        const elapsed = performance.now() - started;
        if (!response.ok || !html.includes(expected)) throw new Error(`Unexpected response ${response.status} for ${label}`);
        if (i >= WARM_UP) times.push(elapsed);
      }
      const cpuPerRequest = (appCpuMs(app.process.pid!) - cpuAtStart) / REQUESTS;
      const load = os.loadavg()[0]!.toFixed(1); // times on a shared machine mean little without it
      console.log(`${label}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, fastest ${Math.min(...times).toFixed(1)} ms over ${REQUESTS} requests (load average ${load} on ${os.cpus().length} cores)`);
      console.log(`  server CPU time: ${cpuPerRequest.toFixed(1)} ms per request`);
    };

    // What any signed-in page costs here (session, layout, framework): the floor under the deck page.
    await measure("baseline, the small 'Your decks' page", `${app.baseUrl}/decks`, "Your decks");
    for (const [events, deckId] of decks) {
      const url = `${app.baseUrl}/decks/${deckId}`;
      await measure(`deck page, 52 cards, ${events} events`, url, "Bench Deck");

      for (const [what, extra] of [
        ["page load (HTML + inlined RSC)", {}],
        ["client navigation (RSC payload)", { rsc: "1" }],
      ] as const) {
        const headers = { cookie, ...extra };
        const raw = await get(url, { ...headers, "accept-encoding": "identity" });
        const sent = await get(url, { ...headers, "accept-encoding": "gzip, deflate, br" });
        if (raw.status !== 200 || sent.status !== 200) throw new Error(`Unexpected response ${raw.status}/${sent.status} for the ${what}`);
        console.log(`  ${what}: ${kib(raw.wire)} raw, ${kib(sent.wire)} on the wire (${sent.encoding})`);
      }
    }
  } finally {
    await app.stop();
    await database.stop();
  }
}

runBenchmark(main);
