"use server";

import { runAction } from "@/lib/actions/run-action";
import { signOutOtherDevices } from "@/lib/auth/sign-out-other-devices";
import { currentSessionId } from "@/lib/auth/user-sessions";

/** Signs out every device of the account but this one. */
export async function signOutOtherDevicesAction(input: Record<string, never>) {
  return runAction(input, async (user) => {
    await signOutOtherDevices(user.id, await currentSessionId());
    return null;
  });
}
