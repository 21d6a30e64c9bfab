"use server";

import { headers } from "next/headers";
import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { deleteAccount, type deleteAccountSchema } from "@/lib/accounts/delete-account";
import { clientAddress } from "@/lib/auth/client-address";

/** Deletes the signed-in person's account, confirmed with their password (or email, without one). */
export async function deleteAccountAction(input: z.input<typeof deleteAccountSchema>) {
  return runAction(input, async (user, input) => {
    const address = clientAddress(Object.fromEntries((await headers()).entries()));
    return deleteAccount(user.id, input, address);
  });
}
