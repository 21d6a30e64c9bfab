"use server";

import { runAction } from "@/lib/actions/run-action";
import { noteDeckCheck } from "@/lib/decks/deck-check/note-deck-check";

/** The first card of a deck check was checked on this device. */
export async function noteDeckCheckAction(input: { deckId: string }) {
  return runAction(input, (user, input) => noteDeckCheck(user.id, input));
}
