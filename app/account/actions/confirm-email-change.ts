"use server";

import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runPublicAction } from "@/lib/actions/run-action";
import { confirmEmailChange } from "@/lib/accounts/confirm-email-change";
import type { confirmEmailChangeSchema } from "@/lib/accounts/schemas";

/**
 * Uses an email change link. Public: the link is opened from the new address's inbox, perhaps on a
 * device where nobody (or somebody else) is signed in; the link alone says which account changes.
 */
export async function confirmEmailChangeAction(input: z.input<typeof confirmEmailChangeSchema>) {
  return runPublicAction(input, async (input) => {
    const result = await confirmEmailChange(input);
    if (!result.ok) throw new FieldsError({ form: result.error });
    return { email: result.email };
  });
}
