"use server";

import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runAction } from "@/lib/actions/run-action";
import { changeName } from "@/lib/accounts/change-name";
import type { changeNameSchema } from "@/lib/accounts/schemas";

/** Renames the signed-in account. */
export async function changeNameAction(input: z.input<typeof changeNameSchema>) {
  return runAction(input, async (user, input) => {
    const result = await changeName(user.id, input);
    if (!result.ok) throw new FieldsError(result.errors);
    return { name: result.name };
  });
}
