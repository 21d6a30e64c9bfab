"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { correctWord, type correctWordSchema } from "@/lib/decks/correct-word";

/** The word on the real card differs from the app's: a correction, with the family's reason. */
export async function correctCheckedWordAction(input: z.input<typeof correctWordSchema>) {
  return runAction(input, async (user, input) => (await correctWord(user.id, input)).replayed);
}
