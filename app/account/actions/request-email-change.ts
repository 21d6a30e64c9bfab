"use server";

import { headers } from "next/headers";
import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runAction } from "@/lib/actions/run-action";
import { requestEmailChange } from "@/lib/accounts/request-email-change";
import type { requestEmailChangeSchema } from "@/lib/accounts/schemas";
import { clientAddress } from "@/lib/auth/client-address";

/** Sends a link to confirm a new address; the account's address only changes when it is used. */
export async function requestEmailChangeAction(input: z.input<typeof requestEmailChangeSchema>) {
  return runAction(input, async (user, input) => {
    const address = clientAddress(Object.fromEntries((await headers()).entries()));
    const result = await requestEmailChange(user.id, input, address);
    if (!result.ok) throw new FieldsError(result.errors);
    return { newEmail: result.newEmail };
  });
}
