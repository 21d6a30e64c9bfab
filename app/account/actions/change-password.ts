"use server";

import { headers } from "next/headers";
import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runAction } from "@/lib/actions/run-action";
import { changePassword } from "@/lib/auth/change-password";
import { clientAddress } from "@/lib/auth/client-address";
import type { changePasswordSchema } from "@/lib/auth/schemas";
import { currentSessionId } from "@/lib/auth/user-sessions";

/** Changes the password with the current one; this device stays signed in, every other one is signed out. */
export async function changePasswordAction(input: z.input<typeof changePasswordSchema>) {
  return runAction(input, async (user, input) => {
    const address = clientAddress(Object.fromEntries((await headers()).entries()));
    const result = await changePassword({ userId: user.id, sessionId: await currentSessionId(), address }, input);
    if (!result.ok) throw new FieldsError(result.errors);
    return null;
  });
}
