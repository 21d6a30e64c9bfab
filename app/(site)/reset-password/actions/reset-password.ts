"use server";

import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runPublicAction } from "@/lib/actions/run-action";
import { resetPassword } from "@/lib/auth/reset-password";
import type { resetPasswordSchema } from "@/lib/auth/schemas";

/** Sets a new password with a reset link; a link that can't be used is refused and changes nothing. */
export async function resetPasswordAction(input: z.input<typeof resetPasswordSchema>) {
  return runPublicAction(input, async (input) => {
    const result = await resetPassword(input);
    if (!result.ok) throw new FieldsError(result.errors);
    return { email: result.email };
  });
}
