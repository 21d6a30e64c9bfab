import { LAST_SEEN_EVERY_MS } from "./check-session";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "1 December 2026". */
export function dayWords(date: Date): string {
  return day.format(date);
}

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/**
 * When a device was last used, in words. Sessions note their use at most every five minutes, so
 * anything more recent than that is only "in the last few minutes"; after a week, the date.
 */
export function lastUsedWords(lastSeenAt: Date, now: Date): string {
  const ago = Math.max(0, now.getTime() - lastSeenAt.getTime());
  if (ago < LAST_SEEN_EVERY_MS) return "in the last few minutes";
  if (ago < HOUR) return count(Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return count(Math.floor(ago / HOUR), "hour");
  if (ago < 2 * DAY) return "yesterday";
  if (ago < 7 * DAY) return count(Math.floor(ago / DAY), "day");
  return `on ${dayWords(lastSeenAt)}`;
}
