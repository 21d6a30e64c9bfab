"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { acceptInvite, type acceptInviteSchema } from "@/lib/decks/invites";

export async function acceptInviteAction(input: z.input<typeof acceptInviteSchema>) {
  return runAction(input, (user, input) => acceptInvite(user.id, input));
}
