"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { handOverDeck, type handOverDeckSchema } from "@/lib/accounts/hand-over-deck";

/** Makes another member of a deck its owner, so the account can be deleted without stranding it. */
export async function handOverDeckAction(input: z.input<typeof handOverDeckSchema>) {
  return runAction(input, (user, input) => handOverDeck(user.id, input));
}
