"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { addPlayer, type addPlayerSchema } from "@/lib/decks/players";

export async function addPlayerAction(input: z.input<typeof addPlayerSchema>) {
  return runAction(input, async (user, input) => (await addPlayer(user.id, input)).id);
}
