"use server";

import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { removeMember, type removeMemberSchema } from "@/lib/decks/members";

/** Removes a member, or, with the user's own id, leaves the deck. */
export async function removeMemberAction(input: z.input<typeof removeMemberSchema>) {
  return runAction(input, async (user, input) => {
    const removed = await removeMember(user.id, input);
    // Someone who left is sent to their decks; this page is no longer theirs to see.
    if (!removed.left) revalidatePath(`/decks/${input.deckId}/members`);
    return removed;
  });
}
