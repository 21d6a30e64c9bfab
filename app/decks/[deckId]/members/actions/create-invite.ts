"use server";

import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { createInvite, type createInviteSchema } from "@/lib/decks/invites";

export async function createInviteAction(input: z.input<typeof createInviteSchema>) {
  return runAction(input, async (user, input) => {
    const invite = await createInvite(user.id, input);
    revalidatePath(`/decks/${input.deckId}/members`);
    return invite;
  });
}
