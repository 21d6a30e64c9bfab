"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { recordTableSnap, type recordTableSnapSchema } from "@/lib/games/table/record-table-snap";

export async function recordTableSnapAction(input: z.input<typeof recordTableSnapSchema>) {
  return runAction(input, async (user, input) => (await recordTableSnap(user.id, input)).snap);
}
