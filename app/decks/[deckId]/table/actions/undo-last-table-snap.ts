"use server";

import { runAction } from "@/lib/actions/run-action";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";

export async function undoLastTableSnapAction(input: unknown) {
  return runAction(async (user) => (await undoLastTableSnap(user.id, input)).snap);
}
