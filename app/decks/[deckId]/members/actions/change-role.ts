"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { changeRole, type changeRoleSchema } from "@/lib/decks/members";

export async function changeRoleAction(input: z.input<typeof changeRoleSchema>) {
  return runAction(input, (user, input) => changeRole(user.id, input));
}
