"use server";

import { runAction } from "@/lib/actions/run-action";
import { correctWord } from "@/lib/decks/correct-word";

export async function correctWordAction(input: unknown) {
  return runAction(async (user) => (await correctWord(user.id, input)).replayed);
}
