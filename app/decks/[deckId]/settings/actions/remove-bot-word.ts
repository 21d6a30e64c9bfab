"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { removeBotWord, type removeBotWordSchema } from "@/lib/decks/bot-word-list";

export async function removeBotWordAction(input: z.input<typeof removeBotWordSchema>) {
  return runAction(input, async (user, input) => {
    await removeBotWord(user.id, input);
    return null;
  });
}
