"use server";

import type { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { runAction } from "@/lib/actions/run-action";
import type { sessionIdSchema } from "@/lib/auth/schemas";
import { signOutDevice } from "@/lib/auth/sign-out-device";

/** Signs one of the asker's own devices out; anyone else's session id is "no such device". */
export async function signOutDeviceAction(input: z.input<typeof sessionIdSchema>) {
  return runAction(input, async (user, input) => {
    const result = await signOutDevice(user.id, input);
    if (!result.ok) throw new FieldsError({ form: result.error });
    return null;
  });
}
