"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { removeMember, type removeMemberSchema } from "@/lib/decks/members";

/** Removes a member, or, with the user's own id, leaves the deck. */
export async function removeMemberAction(input: z.input<typeof removeMemberSchema>) {
  return runAction(input, (user, input) => removeMember(user.id, input));
}
