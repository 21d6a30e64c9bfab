import { withinCalendarYears } from "./calendar-day";

/**
 * The order the deck's story is told in: by when things happened. The deck keeps two histories,
 * each numbered on its own: its word events (their history position, `seq`) and its design
 * changes (the design story's number). They are told together by time; at the same instant a word
 * event comes before a design change, and within one history the lower number comes first. So
 * every entry of the story has one place, even when both kinds share a timestamp, and a page of
 * the timeline can start just under (or over) any entry without gaps or repeats.
 */
export type TimelineStream = "word" | "design";

/** An entry's place in the story: when it happened, which history it is in, and its number there. */
export interface TimelinePlace {
  at: Date;
  stream: TimelineStream;
  seq: number;
}

/** At the same instant, a word event is told before a design change. */
export const STREAM_RANK: Record<TimelineStream, number> = { word: 0, design: 1 };

/** Negative when `a` happened before `b`, positive after, 0 for the same entry. */
export function compareTimelinePlaces(a: TimelinePlace, b: TimelinePlace): number {
  return a.at.getTime() - b.at.getTime() || STREAM_RANK[a.stream] - STREAM_RANK[b.stream] || a.seq - b.seq;
}

const STREAM_LETTER: Record<TimelineStream, string> = { word: "w", design: "d" };
const PLACE_TEXT = /^(.+)~([wd])(\d{1,9})$/;

/** A place as the timeline's address carries it: "2025-06-01T10:00:00.000Z~w120" (word event #120). */
export function timelinePlaceText(place: TimelinePlace): string {
  return `${place.at.toISOString()}~${STREAM_LETTER[place.stream]}${place.seq}`;
}

/** The place an address names, or null when it names none (a typed or damaged address). */
export function readTimelinePlace(text: string): TimelinePlace | null {
  const match = PLACE_TEXT.exec(text);
  if (!match) return null;
  const at = new Date(match[1]!);
  // Only an instant written exactly as timelinePlaceText writes one, within the years a database holds.
  if (!withinCalendarYears(at) || at.toISOString() !== match[1]) return null;
  return { at, stream: match[2] === "w" ? "word" : "design", seq: Number(match[3]) };
}
