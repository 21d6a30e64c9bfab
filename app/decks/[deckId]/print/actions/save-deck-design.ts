"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { saveDeckDesign, type saveDeckDesignSchema } from "@/lib/print-jobs/save-deck-design";

export async function saveDeckDesignAction(input: z.input<typeof saveDeckDesignSchema>) {
  return runAction(input, (user, input) => saveDeckDesign(user.id, input));
}
