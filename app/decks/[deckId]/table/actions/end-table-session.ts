"use server";

import { runAction } from "@/lib/actions/run-action";
import { endTableSession } from "@/lib/games/table/end-table-session";

export async function endTableSessionAction(input: unknown) {
  return runAction(async (user) => endTableSession(user.id, input));
}
