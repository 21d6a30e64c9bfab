import type { AsItWasAt } from "@/lib/history/deck-at";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });

/** "4 March 2026, 19:02 UTC": how the history's pages write a moment (in UTC, as the timeline does). */
export function momentText(date: Date): string {
  return `${day.format(date)}, ${time.format(date)} UTC`;
}

/** "4 March 2026" for a YYYY-MM-DD day. */
export function dayText(date: string): string {
  return day.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The moment shown, said plainly: "After event #123, 4 March 2026, 19:02 UTC", preceded by what was
 * asked for ("At the end of 4 March 2026 (UTC): …", "At the end of the game At the table: …").
 */
export function momentSentence(moment: { seq: number; createdAt: Date | null }, asked: AsItWasAt, gameName: string | null): string {
  const position = moment.seq === 0 || !moment.createdAt ? "Before the first event, as the deck was made" : `After event #${moment.seq.toLocaleString("en-GB")}, ${momentText(moment.createdAt)}`;
  if (asked.seq === undefined && asked.date) return `At the end of ${dayText(asked.date)} (UTC): ${lower(position)}.`;
  if (asked.seq === undefined && asked.game) return `At the end of ${gameName ? `the game ${gameName}` : "that game"}: ${lower(position)}.`;
  return `${position}.`;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
