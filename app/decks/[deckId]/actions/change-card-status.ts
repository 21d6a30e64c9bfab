"use server";

import { runAction } from "@/lib/actions/run-action";
import { changeCardStatus } from "@/lib/decks/card-status";

export async function changeCardStatusAction(input: unknown) {
  return runAction(async (user) => (await changeCardStatus(user.id, input)).replayed);
}
