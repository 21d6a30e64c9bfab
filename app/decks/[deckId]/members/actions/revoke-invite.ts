"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { revokeInvite, type revokeInviteSchema } from "@/lib/decks/invites";

export async function revokeInviteAction(input: z.input<typeof revokeInviteSchema>) {
  return runAction(input, (user, input) => revokeInvite(user.id, input));
}
