import { z } from "zod";
import { db } from "@/lib/db/client";
import { timeZoneField } from "@/lib/time/time-zone-field";
import { deckAccess } from "./access";

/**
 * A deck's time zone: its days (the timeline's day headings and day filters, the charts' days, "as
 * it was" at the end of a day) and what is printed (card sheets, the booklet) are in it, so every
 * member sees the same days wherever they are. Its creator's zone when made; owners change it.
 */
export const setDeckTimeZoneSchema = z.object({ deckId: z.string().min(1), timeZone: timeZoneField });

/** Sets the deck's zone (owners only). Setting the same zone again changes nothing, so a retry is harmless. */
export async function setDeckTimeZone(userId: string, rawInput: unknown): Promise<{ timeZone: string }> {
  const { input, deckId } = await deckAccess(userId, rawInput, { schema: setDeckTimeZoneSchema, role: "OWNER" });
  const deck = await db.deck.update({ where: { id: deckId }, data: { timeZone: input.timeZone }, select: { timeZone: true } });
  return { timeZone: deck.timeZone };
}
