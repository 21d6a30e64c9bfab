"use server";

import { runAction } from "@/lib/actions/run-action";
import { createDeck } from "@/lib/decks/create-deck";

export async function createDeckAction(input: unknown) {
  return runAction((user) => createDeck(user.id, input));
}
