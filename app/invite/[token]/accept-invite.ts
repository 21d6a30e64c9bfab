"use server";

import { runAction } from "@/lib/actions/run-action";
import { acceptInvite } from "@/lib/decks/invites";

export async function acceptInviteAction(token: string) {
  return runAction((user) => acceptInvite(user.id, String(token)));
}
