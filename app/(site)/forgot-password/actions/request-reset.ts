"use server";

import { headers } from "next/headers";
import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runPublicAction } from "@/lib/actions/run-action";
import { clientAddress } from "@/lib/auth/client-address";
import { requestPasswordReset } from "@/lib/auth/request-password-reset";
import type { forgotPasswordSchema } from "@/lib/auth/schemas";

/** Asks for a reset link by email; the answer says nothing about whether the address has an account. */
export async function requestResetAction(input: z.input<typeof forgotPasswordSchema>) {
  return runPublicAction(input, async (input) => {
    const address = clientAddress(Object.fromEntries((await headers()).entries()));
    const result = await requestPasswordReset(input, address);
    if (!result.ok) throw new FieldsError(result.errors);
    return { mailConfigured: result.mailConfigured };
  });
}
