"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { endTableSession, type endTableSessionSchema } from "@/lib/games/table/end-table-session";

export async function endTableSessionAction(input: z.input<typeof endTableSessionSchema>) {
  return runAction(input, (user, input) => endTableSession(user.id, input));
}
