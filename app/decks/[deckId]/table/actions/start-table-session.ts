"use server";

import { runAction } from "@/lib/actions/run-action";
import { startTableSession } from "@/lib/games/table/start-table-session";

export async function startTableSessionAction(input: unknown) {
  return runAction(async (user) => (await startTableSession(user.id, input)).gameId);
}
