"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { startTableSession, type startTableSessionSchema } from "@/lib/games/table/start-table-session";

export async function startTableSessionAction(input: z.input<typeof startTableSessionSchema>) {
  return runAction(input, async (user, input) => (await startTableSession(user.id, input)).gameId);
}
