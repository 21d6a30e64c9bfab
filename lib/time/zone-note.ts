import { zoneName, type FamilyTime } from "./family-time";

/**
 * Which zones a page of a deck's history is in, said once at its top: its days are always the
 * deck's (every member sees the same days), its times the reader's (`reader`; none for a page of
 * days only, the charts). Said plainly when the two are one zone; when they differ both are named,
 * so a time near midnight under another day's heading reads as it should.
 */
export function zoneNote(deckZone: string, reader?: FamilyTime): string {
  const deck = zoneName(deckZone);
  if (!reader) return `Days are the deck’s days, in ${deck} time.`;
  if (reader.zone === deckZone) return `Days and times are in ${deck} time, the deck’s time zone.`;
  return `Days are the deck’s days, in ${deck} time; times are in ${reader.named ? zoneName(reader.zone) : `yours, ${zoneName(reader.zone)}`} time.`;
}
