"use server";

import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { changeRole, type changeRoleSchema } from "@/lib/decks/members";

export async function changeRoleAction(input: z.input<typeof changeRoleSchema>) {
  return runAction(input, async (user, input) => {
    const changed = await changeRole(user.id, input);
    revalidatePath(`/decks/${input.deckId}/members`);
    return changed;
  });
}
