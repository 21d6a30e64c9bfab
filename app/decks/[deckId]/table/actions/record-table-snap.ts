"use server";

import { runAction } from "@/lib/actions/run-action";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";

export async function recordTableSnapAction(input: unknown) {
  return runAction(async (user) => (await recordTableSnap(user.id, input)).snap);
}
