"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { setPlayerArchived, type archivePlayerSchema } from "@/lib/decks/players";

export async function setPlayerArchivedAction(input: z.input<typeof archivePlayerSchema>) {
  return runAction(input, async (user, input) => (await setPlayerArchived(user.id, input)).id);
}
