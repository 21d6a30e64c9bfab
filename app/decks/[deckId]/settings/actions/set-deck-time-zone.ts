"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { setDeckTimeZone, type setDeckTimeZoneSchema } from "@/lib/decks/deck-time-zone";

export async function setDeckTimeZoneAction(input: z.input<typeof setDeckTimeZoneSchema>) {
  return runAction(input, (user, input) => setDeckTimeZone(user.id, input));
}
