"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/run-action";
import { createInvite } from "@/lib/decks/invites";

export async function createInviteAction(input: { deckId: string; role: string; expiresInDays: number }) {
  return runAction(async (user) => {
    const invite = await createInvite(user.id, input);
    revalidatePath(`/decks/${input.deckId}/members`);
    return invite;
  });
}
