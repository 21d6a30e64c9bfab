"use server";

import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runPublicAction } from "@/lib/actions/run-action";
import type { signUpSchema } from "@/lib/auth/schemas";
import { signUp } from "@/lib/auth/sign-up";

/** Creates an account; refusals come back field by field (`fields`), as the form shows them. */
export async function signUpAction(input: z.input<typeof signUpSchema>) {
  return runPublicAction(input, async (input) => {
    const result = await signUp(input);
    if (!result.ok) throw new FieldsError(result.errors);
    return { userId: result.userId };
  });
}
