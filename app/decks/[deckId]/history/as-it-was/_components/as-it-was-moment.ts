import type { AsItWasAt } from "@/lib/history/deck-at";
import type { FamilyTime } from "@/lib/time/family-time";

/**
 * The moment shown, said plainly: "After event #123, 4 March 2026, 19:02" (in the reader's time),
 * preceded by what was asked for ("At the end of 4 March 2026: …", a day of the deck's zone, or
 * "At the end of the game At the table: …").
 */
export function momentSentence(
  moment: { seq: number; createdAt: Date | null },
  asked: AsItWasAt,
  gameName: string | null,
  { reader, deckDays }: { reader: FamilyTime; deckDays: FamilyTime },
): string {
  const position = moment.seq === 0 || !moment.createdAt ? "Before the first event, as the deck was made" : `After event #${moment.seq.toLocaleString("en-GB")}, ${reader.dayAndTime(moment.createdAt)}`;
  if (asked.seq === undefined && asked.date) return `At the end of ${deckDays.dayOf(asked.date)}: ${lower(position)}.`;
  if (asked.seq === undefined && asked.game) return `At the end of ${gameName ? `the game ${gameName}` : "that game"}: ${lower(position)}.`;
  return `${position}.`;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
