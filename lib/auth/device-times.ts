import type { FamilyTime } from "@/lib/time/family-time";
import { LAST_SEEN_EVERY_MS } from "./check-session";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/**
 * When a device was last used, in words. Sessions note their use at most every five minutes, so
 * anything more recent than that is only "in the last few minutes"; after a week, the date, in the
 * reader's time.
 */
export function lastUsedWords(lastSeenAt: Date, now: Date, time: FamilyTime): string {
  const ago = Math.max(0, now.getTime() - lastSeenAt.getTime());
  if (ago < LAST_SEEN_EVERY_MS) return "in the last few minutes";
  if (ago < HOUR) return count(Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return count(Math.floor(ago / HOUR), "hour");
  if (ago < 2 * DAY) return "yesterday";
  if (ago < 7 * DAY) return count(Math.floor(ago / DAY), "day");
  return `on ${time.day(lastSeenAt)}`;
}
