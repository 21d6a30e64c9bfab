"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { writeWords, type writeWordsSchema } from "@/lib/decks/write-words";

export async function writeWordsAction(input: z.input<typeof writeWordsSchema>) {
  return runAction(input, async (user, input) => (await writeWords(user.id, input)).replayed);
}
