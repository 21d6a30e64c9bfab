"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { createInvite, type createInviteSchema } from "@/lib/decks/invites";

export async function createInviteAction(input: z.input<typeof createInviteSchema>) {
  return runAction(input, (user, input) => createInvite(user.id, input));
}
