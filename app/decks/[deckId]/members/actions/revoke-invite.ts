"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/run-action";
import { revokeInvite } from "@/lib/decks/invites";

export async function revokeInviteAction(input: { deckId: string; inviteId: string }) {
  return runAction(async (user) => {
    const revoked = await revokeInvite(user.id, input);
    revalidatePath(`/decks/${input.deckId}/members`);
    return revoked;
  });
}
