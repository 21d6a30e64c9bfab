"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { deleteDeck, type deleteDeckSchema } from "@/lib/decks/delete-deck";

/** Deletes a deck and everything of it (its owners only, with its name typed to confirm). */
export async function deleteDeckAction(input: z.input<typeof deleteDeckSchema>) {
  return runAction(input, (user, input) => deleteDeck(user.id, input));
}
