"use server";

import { runAction } from "@/lib/actions/run-action";
import { changeCardStatus } from "@/lib/decks/card-status";

/** A card the app had as missing turned up in the deck check: it is back in the deck. */
export async function markCardFoundAction(input: { deckId: string; cardId: string; requestKey: string; reason: string }) {
  return runAction(input, async (user, input) => (await changeCardStatus(user.id, { ...input, change: "CARD_FOUND" })).replayed);
}
