"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { writeSetupWords, type writeSetupWordsSchema } from "@/lib/decks/setup";

export async function writeSetupWordsAction(input: z.input<typeof writeSetupWordsSchema>) {
  return runAction(input, async (user, input) => (await writeSetupWords(user.id, input)).replayed);
}
