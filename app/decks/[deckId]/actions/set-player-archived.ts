"use server";

import { runAction } from "@/lib/actions/run-action";
import { setPlayerArchived } from "@/lib/decks/players";

export async function setPlayerArchivedAction(input: unknown) {
  return runAction(async (user) => (await setPlayerArchived(user.id, input)).id);
}
