"use server";

import { runAction } from "@/lib/actions/run-action";
import { saveDeckDesign } from "@/lib/print-jobs/save-deck-design";

export async function saveDeckDesignAction(input: unknown) {
  return runAction((user) => saveDeckDesign(user.id, input));
}
