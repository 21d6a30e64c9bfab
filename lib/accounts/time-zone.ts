import { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { fieldErrors } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import { parseInput } from "@/lib/decks/parse-input";
import { DEFAULT_TIME_ZONE } from "@/lib/time/family-time";
import { timeZoneField, UNKNOWN_TIME_ZONE } from "@/lib/time/time-zone-field";

/**
 * The account's time zone: what its person reads every time in (the timeline's times, card stories,
 * games, devices). Learned from the browser the first time a signed-in page loads without one, and
 * set on the account page.
 */
export const accountTimeZoneSchema = z.object({ timeZone: timeZoneField });

/** Sets the account's zone (the account page). Setting the same zone again changes nothing, so a retry is harmless. */
export async function setAccountTimeZone(userId: string, input: unknown): Promise<{ timeZone: string }> {
  const parsed = accountTimeZoneSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldErrors(parsed.error));
  const user = await db.user.update({ where: { id: userId }, data: { timeZone: parsed.data.timeZone }, select: { timeZone: true } });
  return { timeZone: user.timeZone! };
}

/**
 * The zone the browser says it is in, kept only while the account has none: a zone chosen on the
 * account page is never overwritten by a device, and a report sent twice (two tabs, a retry) is
 * kept once. The decks the person made and still owns that are still in UTC, the zone every deck
 * had before zones were kept, take it too, so a family's days are its own without anyone asking.
 * A name that isn't a zone is refused (400) and changes nothing.
 */
export async function adoptBrowserTimeZone(userId: string, input: unknown): Promise<{ adopted: boolean }> {
  const { timeZone } = parseInput(accountTimeZoneSchema, input, UNKNOWN_TIME_ZONE);
  return db.$transaction(async (tx) => {
    const kept = await tx.user.updateMany({ where: { id: userId, timeZone: null, deletedAt: null }, data: { timeZone } });
    if (kept.count === 0) return { adopted: false };
    if (timeZone !== DEFAULT_TIME_ZONE) {
      await tx.deck.updateMany({ where: { createdById: userId, timeZone: DEFAULT_TIME_ZONE, members: { some: { userId, role: "OWNER" } } }, data: { timeZone } });
    }
    return { adopted: true };
  });
}
