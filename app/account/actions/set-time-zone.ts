"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { setAccountTimeZone, type accountTimeZoneSchema } from "@/lib/accounts/time-zone";

/** Sets the signed-in account's time zone. */
export async function setTimeZoneAction(input: z.input<typeof accountTimeZoneSchema>) {
  return runAction(input, (user, input) => setAccountTimeZone(user.id, input));
}
