"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/run-action";
import { changeRole } from "@/lib/decks/members";

export async function changeRoleAction(input: { deckId: string; memberUserId: string; role: string }) {
  return runAction(async (user) => {
    const changed = await changeRole(user.id, input);
    revalidatePath(`/decks/${input.deckId}/members`);
    return changed;
  });
}
