"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { changeCardStatus, type changeCardStatusSchema } from "@/lib/decks/card-status";

export async function changeCardStatusAction(input: z.input<typeof changeCardStatusSchema>) {
  return runAction(input, async (user, input) => (await changeCardStatus(user.id, input)).replayed);
}
