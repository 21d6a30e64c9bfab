"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { markCardsLost, type markCardsLostSchema } from "@/lib/decks/deck-check/mark-cards-lost";

export async function markCardsLostAction(input: z.input<typeof markCardsLostSchema>) {
  return runAction(input, async (user, input) => (await markCardsLost(user.id, input)).replayed);
}
