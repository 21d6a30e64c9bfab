/**
 * Time zones benchmark (no database).
 *   npx tsx scripts/bench/time-zones.ts
 * What writing times in a family's zone costs a page: a zone's formats made the first time it is
 * used (then kept for the process: at most one set per zone there is), one time written, an
 * instant put on its calendar day (per event on the timeline), an instant written for the CSV
 * (per event of the export, by one writer), a day's first instant (the day
 * filters, "as it was"), a page of 50 events grouped by the deck's days, and a search of the zone
 * list on the account and settings pages (with the list's size as sent to the browser). Prints
 * medians and p95s.
 */
import type { TimelineEvent } from "../../lib/history/timeline";
import { groupByDayAndGame } from "../../lib/history/timeline";
import { calendarDayIn, familyTime, startOfDayIn, timeZoneNames } from "../../lib/time/family-time";
import { zonesMatching } from "../../lib/time/zone-search";
import { percentile, runBenchmark } from "./support";

/** Each run's time in microseconds. */
function timed(runs: number, work: (i: number) => unknown): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work(i);
    times.push((performance.now() - started) * 1000);
  }
  return times;
}

const said = (label: string, times: number[]) => console.log(`${label}: median ${percentile(times, 50).toFixed(1)} µs, p95 ${percentile(times, 95).toFixed(1)} µs`);

runBenchmark(async () => {
  const zones = timeZoneNames();
  const instant = new Date("2026-12-01T19:02:00Z");

  // Each zone's first use, once (a later use of the same zone finds its formats made).
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  said(`a zone's first use (its formats made), over ${zones.length} zones`, timed(zones.length, (i) => familyTime(zones[i]!).dayAndTime(instant)));
  globalThis.gc?.();
  console.log(`live heap that every zone's formats add: ${((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(1)} MiB`);

  const sydney = familyTime("Australia/Sydney");
  said("one time written (\"2 Dec 2026, 06:02\")", timed(20_000, (i) => sydney.dayAndTime(new Date(instant.getTime() + i * 60_000))));
  const writer = familyTime("Australia/Sydney");
  said("an instant written for the CSV (one writer for 100,000 instants over two years)", timed(100_000, (i) => writer.stamp(new Date(instant.getTime() - i * 631_000))));
  said("an instant's calendar day in Sydney", timed(20_000, (i) => calendarDayIn(new Date(instant.getTime() + i * 60_000), "Australia/Sydney")));
  said("a day's first instant in Sydney", timed(5_000, (i) => startOfDayIn(`2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`, "Australia/Sydney")));

  const events = Array.from({ length: 50 }, (_, i) => ({ seq: 50 - i, gameId: null, game: null, createdAt: new Date(instant.getTime() - i * 45 * 60_000) })) as unknown as TimelineEvent[];
  said("a timeline page of 50 events grouped by the deck's days", timed(2_000, () => groupByDayAndGame(events, "Australia/Sydney")));

  said(`a search of the ${zones.length} zones ("new york")`, timed(2_000, () => zonesMatching(zones, "new york")));
  console.log(`the zone list as the account and settings pages send it: ${JSON.stringify(zones).length.toLocaleString("en-GB")} bytes of JSON`);
});
