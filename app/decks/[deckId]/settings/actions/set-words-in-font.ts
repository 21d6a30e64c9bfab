"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { setDeckWordsInFont, type setDeckWordsInFontSchema } from "@/lib/decks/deck-words-in-font";

export async function setWordsInFontAction(input: z.input<typeof setDeckWordsInFontSchema>) {
  return runAction(input, (user, input) => setDeckWordsInFont(user.id, input));
}
