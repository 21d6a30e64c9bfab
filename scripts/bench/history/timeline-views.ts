// The timeline's views on the long deck against the same on a young one, for the history benchmark
// (not a benchmark itself: scripts/bench.ts runs only the files directly in scripts/bench/). Each
// view's server time (timelinePage as the page runs it) and, when the app is started, the whole
// page over HTTP, at both sizes, with the ratio and the goal's verdict: every page and filter
// within 1.5 times a young deck's, no search slower than 50 ms.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { db } from "../../../lib/db/client";
import { historyPaths, type TimelineFilters } from "../../../lib/history/paths";
import { timelinePage } from "../../../lib/history/timeline";
import { percentile } from "../support";
import type { LongHistory } from "./seed-long-history";

const RUNS = 31;
const WARM_UP = 5;
const HTTP_REQUESTS = 40;
const HTTP_WARM_UP = 20;
/** The goal: a view of the long deck takes at most this many times the young deck's. */
const MOST_RATIO = 1.5;
/** The goal: no search of the long deck is slower than this (server time, median and p95). */
const SLOWEST_SEARCH_MS = 50;
/** Changes of the deck's look spread over each deck's history, so pages merge both histories. */
const LOOK_CHANGES = 40;

interface View {
  label: string;
  search: boolean;
  filters: (deck: LongHistory) => Promise<TimelineFilters>;
}

const VIEWS: View[] = [
  { label: "newest page", search: false, filters: async () => ({}) },
  {
    label: "a page at the middle of the history",
    search: false,
    filters: async (deck) => {
      const event = await db.wordEvent.findFirstOrThrow({ where: { deckId: deck.deckId, seq: Math.floor(deck.events / 2) }, select: { seq: true, createdAt: true } });
      return { before: { at: event.createdAt, stream: "word", seq: event.seq } };
    },
  },
  { label: "a player", search: false, filters: async (deck) => ({ player: deck.players[0]!.id }) },
  { label: "a kind (corrections)", search: false, filters: async () => ({ kind: "correction" }) },
  { label: "a rare kind (entered from the real deck)", search: false, filters: async () => ({ kind: "import" }) },
  { label: "the design story", search: false, filters: async () => ({ kind: "design" }) },
  {
    label: "a card (the one with the most events)",
    search: false,
    filters: async (deck) => {
      const [busiest] = await db.wordEvent.groupBy({ by: ["cardId"], where: { deckId: deck.deckId }, _count: { _all: true }, orderBy: { _count: { cardId: "desc" } }, take: 1 });
      return { card: busiest!.cardId };
    },
  },
  { label: "a game", search: false, filters: async (deck) => ({ game: deck.gameIds[Math.floor(deck.gameIds.length / 2)]! }) },
  { label: "days (those of 60 events from the middle of the history)", search: false, filters: async (deck) => daysAround(deck, 60) },
  { label: "a player's won snaps", search: false, filters: async (deck) => ({ player: deck.players[0]!.id, kind: "won-snap" }) },
  {
    label: "a player, corrections, days (those of 600 events)",
    search: false,
    filters: async (deck) => ({ player: deck.players[1]!.id, kind: "correction", ...(await daysAround(deck, 600)) }),
  },
  { label: "search, a common word with accents ignored (cafe)", search: true, filters: async () => ({ q: "cafe" }) },
  {
    label: "search, a rare word",
    search: true,
    filters: async (deck) => ({ q: (await db.wordEvent.findFirst({ where: { deckId: deck.deckId, kind: "IMPORT" }, orderBy: { seq: "asc" } }))?.word ?? "nothing" }),
  },
  { label: "search, no match (zzzz)", search: true, filters: async () => ({ q: "zzzz" }) },
  { label: "search, two letters, no match (zq)", search: true, filters: async () => ({ q: "zq" }) },
];

/** The days (UTC) from the middle event of the deck's history to the one `events` later: the same number of events on any deck. */
async function daysAround(deck: LongHistory, events: number): Promise<TimelineFilters> {
  const middle = Math.floor(deck.events / 2);
  const day = async (seq: number) =>
    (await db.wordEvent.findFirstOrThrow({ where: { deckId: deck.deckId, seq: Math.min(seq, deck.events) }, select: { createdAt: true } })).createdAt.toISOString().slice(0, 10);
  return { from: await day(middle), to: await day(middle + events) };
}

/** Gives each deck LOOK_CHANGES changes of its look, spread evenly over its history's time. */
export async function addLookChanges(deck: LongHistory, userId: string) {
  const [first, last] = await Promise.all([
    db.wordEvent.findFirstOrThrow({ where: { deckId: deck.deckId }, orderBy: { seq: "asc" }, select: { createdAt: true } }),
    db.wordEvent.findFirstOrThrow({ where: { deckId: deck.deckId }, orderBy: { seq: "desc" }, select: { createdAt: true } }),
  ]);
  const span = last.createdAt.getTime() - first.createdAt.getTime();
  await db.deckDesignEvent.createMany({
    data: Array.from({ length: LOOK_CHANGES }, (_, i) => ({
      deckId: deck.deckId,
      seq: i + 1,
      kind: "LOOK_CHANGED" as const,
      summary: i % 2 ? "theme Forest → Midnight" : "theme Midnight → Forest",
      recordedById: userId,
      requestKey: randomUUID(),
      createdAt: new Date(first.createdAt.getTime() + Math.round(((i + 0.5) / LOOK_CHANGES) * span)),
    })),
  });
  await db.deck.update({ where: { id: deck.deckId }, data: { designSeq: LOOK_CHANGES, lookSeq: LOOK_CHANGES } });
}

interface Timing {
  median: number;
  p95: number;
}

/**
 * Times both decks' work, one run of each in turn, so that what else the machine is doing weighs
 * on both alike: the median and p95 of each.
 */
async function timeBoth(runs: number, warmUp: number, long: () => Promise<unknown>, young: () => Promise<unknown>): Promise<{ long: Timing; young: Timing }> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < warmUp + runs; i++) {
    for (const [side, work] of [long, young].entries()) {
      const started = performance.now();
      await work();
      if (i >= warmUp) times[side]!.push(performance.now() - started);
    }
  }
  const timing = (values: number[]) => ({ median: percentile(values, 50), p95: percentile(values, 95) });
  return { long: timing(times[0]), young: timing(times[1]) };
}

const ms = (t: Timing) => `${t.median.toFixed(1)} ms (p95 ${t.p95.toFixed(1)})`;

/**
 * Times every view on both decks, as the page asks for it and, with `http` (the app started and a
 * signed-in cookie), over HTTP; prints each figure beside the young deck's with the ratio, then
 * the goal's verdict. Ratios are of medians.
 */
export async function compareTimelineViews(options: {
  userId: string;
  long: LongHistory;
  young: LongHistory;
  http?: { baseUrl: string; cookie: string };
}) {
  const { userId, long, young, http } = options;
  const fmt = (n: number) => n.toLocaleString("en-GB");
  console.log(`timeline views: ${fmt(long.events)} events against a young deck's ${fmt(young.events)} (each with ${LOOK_CHANGES} changes of its look); server time is timelinePage's, median of ${RUNS}${http ? `; over HTTP, the whole page, median of ${HTTP_REQUESTS}` : ""}`);
  const misses: string[] = [];
  for (const view of VIEWS) {
    const [longFilters, youngFilters] = [await view.filters(long), await view.filters(young)];
    const server = await timeBoth(
      RUNS,
      WARM_UP,
      () => timelinePage(userId, long.deckId, longFilters),
      () => timelinePage(userId, young.deckId, youngFilters),
    );
    const shown = [(await timelinePage(userId, long.deckId, longFilters)).events.length, (await timelinePage(userId, young.deckId, youngFilters)).events.length];
    const ratio = server.long.median / server.young.median;
    let line = `  ${view.label} (${shown[0]} entries against ${shown[1]}): server ${ms(server.long)} against ${ms(server.young)}, ×${ratio.toFixed(2)}`;
    let judged = ratio;
    if (http) {
      const get = (deckId: string, filters: TimelineFilters) => async () => {
        const response = await fetch(`${http.baseUrl}${historyPaths(deckId).timeline(filters)}`, { headers: { cookie: http.cookie } });
        const html = await response.text();
        if (!response.ok || !html.includes("Find events")) throw new Error(`The timeline answered ${response.status} for ${view.label}`);
      };
      const overHttp = await timeBoth(HTTP_REQUESTS, HTTP_WARM_UP, get(long.deckId, longFilters), get(young.deckId, youngFilters));
      judged = overHttp.long.median / overHttp.young.median;
      line += `; HTTP ${ms(overHttp.long)} against ${ms(overHttp.young)}, ×${judged.toFixed(2)}`;
    }
    console.log(line);
    if (view.search) {
      if (server.long.median > SLOWEST_SEARCH_MS || server.long.p95 > SLOWEST_SEARCH_MS) misses.push(`${view.label} takes ${ms(server.long)}, over ${SLOWEST_SEARCH_MS} ms`);
    } else if (judged > MOST_RATIO) {
      misses.push(`${view.label} is ×${judged.toFixed(2)} a young deck's${http ? " over HTTP" : ""}, over ×${MOST_RATIO}`);
    }
  }
  console.log(`  (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
  console.log(
    misses.length === 0
      ? `  goal met: every page and filter within ×${MOST_RATIO} of a young deck's${http ? " over HTTP" : ""}, every search within ${SLOWEST_SEARCH_MS} ms`
      : `  goal missed: ${misses.join("; ")}`,
  );
}
