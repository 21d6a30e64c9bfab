import { getProviders, signIn } from "next-auth/react";
import type { ActionResult } from "@/lib/actions/run-action";
import { callServer, UNREACHABLE } from "./call-server";

const SIGN_IN_FAILED = "Sign-in failed. Please try again.";

/**
 * next-auth's password sign-in as an ActionResult, so forms run it like a server action (through
 * useServerAction and callServer): a dropped connection says nothing was changed instead of leaving
 * the form busy. next-auth's signIn sends the whole page to its error page when it can't read the
 * list of providers, so that list is read first and an unreachable server is answered here.
 */
export function signInWithPassword(email: string, password: string): Promise<ActionResult<null>> {
  return callServer(async () => {
    if (!(await getProviders())) return { ok: false, status: 0, error: UNREACHABLE };
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result) return { ok: false, status: 0, error: UNREACHABLE };
    if (result.error || !result.ok) return { ok: false, status: result.status, error: result.error ?? SIGN_IN_FAILED };
    return { ok: true, data: null };
  });
}
