"use server";

import { runAction } from "@/lib/actions/run-action";
import { adoptBrowserTimeZone } from "@/lib/accounts/time-zone";

/** Keeps the zone the signed-in person's browser is in, while their account has none. */
export async function adoptBrowserTimeZoneAction(input: { timeZone: string }) {
  return runAction(input, (user, input) => adoptBrowserTimeZone(user.id, input));
}
