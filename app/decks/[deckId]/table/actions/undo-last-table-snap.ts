"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { undoLastTableSnap, type undoLastTableSnapSchema } from "@/lib/games/table/undo-last-table-snap";

export async function undoLastTableSnapAction(input: z.input<typeof undoLastTableSnapSchema>) {
  return runAction(input, async (user, input) => (await undoLastTableSnap(user.id, input)).snap);
}
