"use server";

import { runAction } from "@/lib/actions/run-action";
import { writeWords } from "@/lib/decks/write-words";

export async function writeWordsAction(input: unknown) {
  return runAction(async (user) => (await writeWords(user.id, input)).replayed);
}
