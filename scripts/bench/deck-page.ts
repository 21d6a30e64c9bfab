// Deck page server time: a 52-card deck with 2,000 history events, served by the production build
// (started as `npm start` does), fetched by a signed-in user. Prints median and p95 in ms.
import { randomUUID } from "node:crypto";
import { hashPassword } from "../../lib/auth/passwords";
import { db } from "../../lib/db/client";
import { createDeck } from "../../lib/decks/create-deck";
import { deckOverview } from "../../lib/decks/queries";
import { writeWords } from "../../lib/decks/write-words";
import { startApp } from "../../tests/support/app-server";
import { createDatabase, startTestDatabaseServer } from "../../tests/support/database-server";
import { freePort } from "../../tests/support/free-port";

const EVENTS = 2000;
const REQUESTS = 40;

async function main() {
  const server = await startTestDatabaseServer();
  process.env.DATABASE_URL = await createDatabase(server.adminUrl);

  const password = "bench password";
  const user = await db.user.create({ data: { name: "Bench", email: `bench.${randomUUID()}@example.com`, passwordHash: await hashPassword(password) } });
  const { deckId } = await createDeck(user.id, {
    requestKey: randomUUID(),
    name: "Bench Deck",
    composition: { kind: "standard", missing: [] },
    players: [{ name: "Ann", colour: "#b42318" }, { name: "Ben", colour: "#1d4ed8" }],
    start: "existing",
  });
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  await writeWords(user.id, {
    deckId,
    requestKey: randomUUID(),
    kind: "IMPORT",
    writes: cards.map((c, i) => ({ cardId: c.id, word: `Word ${i}`, playerId: null })),
  });
  // The history beyond the first words: corrections, appended as the domain would (seq after seq).
  const seeding = performance.now();
  const corrections = Array.from({ length: EVENTS - cards.length }, (_, i) => {
    const card = cards[i % cards.length]!;
    return {
      deckId,
      seq: cards.length + i + 1,
      cardId: card.id,
      kind: "CORRECTION" as const,
      word: `Word ${cards.length + i}`,
      previousWord: `Word ${i}`,
      reason: "Benchmark history",
      recordedById: user.id,
      requestKey: `bench-${i}`,
    };
  });
  await db.wordEvent.createMany({ data: corrections });
  await db.deck.update({ where: { id: deckId }, data: { historySeq: EVENTS } });
  console.log(`seeded ${await db.wordEvent.count({ where: { deckId } })} events in ${Math.round(performance.now() - seeding)} ms`);

  const queryTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await deckOverview(user.id, deckId);
    queryTimes.push(performance.now() - started);
  }
  queryTimes.sort((a, b) => a - b);
  console.log(`deckOverview queries alone: median ${queryTimes[10]!.toFixed(1)} ms`);

  const app = await startApp({
    name: "bench-deck-page",
    port: await freePort(),
    env: { NEXTAUTH_SECRET: "bench-secret", NEXTAUTH_URL: undefined },
  });
  try {
    const cookies = new Map<string, string>();
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const [name, ...value] = pair!.split("=");
        cookies.set(name!, value.join("="));
      }
    };
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const csrf = await fetch(`${app.baseUrl}/api/auth/csrf`);
    keep(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signIn = await fetch(`${app.baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
      body: new URLSearchParams({ csrfToken, email: user.email, password, json: "true" }),
    });
    keep(signIn);
    if (![...cookies.keys()].some((k) => k.includes("session-token"))) throw new Error("Sign-in failed");

    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 3; i++) {
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/decks/${deckId}`, { headers: { cookie: cookieHeader() } });
      const html = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok || !html.includes("Bench Deck")) throw new Error(`Unexpected response ${response.status}`);
      if (i >= 3) times.push(elapsed); // the first requests warm the server up
    if (i === 0) console.log(`page size ${Math.round(html.length / 1024)} KiB`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(`deck page, 52 cards, ${EVENTS} events: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${REQUESTS} requests`);
  } finally {
    await app.stop();
    await db.$disconnect();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
