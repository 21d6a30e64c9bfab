"use server";

import { runAction } from "@/lib/actions/run-action";
import { createDeck } from "@/lib/decks/create-deck";
import type { CreateDeckInput } from "@/lib/decks/schemas";

export async function createDeckAction(input: CreateDeckInput) {
  return runAction(input, (user, input) => createDeck(user.id, input));
}
