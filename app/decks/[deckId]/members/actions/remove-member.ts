"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/run-action";
import { removeMember } from "@/lib/decks/members";

/** Removes a member, or, with the user's own id, leaves the deck. */
export async function removeMemberAction(input: { deckId: string; memberUserId: string }) {
  return runAction(async (user) => {
    const removed = await removeMember(user.id, input);
    // Someone who left is sent to their decks; this page is no longer theirs to see.
    if (!removed.left) revalidatePath(`/decks/${input.deckId}/members`);
    return removed;
  });
}
