"use server";

import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { revokeInvite, type revokeInviteSchema } from "@/lib/decks/invites";

export async function revokeInviteAction(input: z.input<typeof revokeInviteSchema>) {
  return runAction(input, async (user, input) => {
    const revoked = await revokeInvite(user.id, input);
    revalidatePath(`/decks/${input.deckId}/members`);
    return revoked;
  });
}
