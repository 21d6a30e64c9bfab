"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { addBotWords, type addBotWordsSchema } from "@/lib/decks/bot-word-list";

export async function addBotWordsAction(input: z.input<typeof addBotWordsSchema>) {
  return runAction(input, (user, input) => addBotWords(user.id, input));
}
