"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { correctWord, type correctWordSchema } from "@/lib/decks/correct-word";

export async function correctWordAction(input: z.input<typeof correctWordSchema>) {
  return runAction(input, async (user, input) => (await correctWord(user.id, input)).replayed);
}
