"use server";

import { runAction } from "@/lib/actions/run-action";
import { addPlayer } from "@/lib/decks/players";

export async function addPlayerAction(input: unknown) {
  return runAction(async (user) => (await addPlayer(user.id, input)).id);
}
