"use server";

import { runAction } from "@/lib/actions/run-action";
import { writeSetupWords } from "@/lib/decks/setup";

export async function writeSetupWordsAction(input: unknown) {
  return runAction(async (user) => (await writeSetupWords(user.id, input)).replayed);
}
