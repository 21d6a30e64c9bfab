import { db } from "@/lib/db/client";
import { checkPassword, UNKNOWN_USER_HASH } from "./passwords";
import { signInSchema } from "./schemas";
import { attemptFailed, attemptSucceeded, startSignInAttempt } from "./sign-in-throttle";

export type SignInResult =
  | { ok: true; user: { id: string; email: string; name: string } }
  | { ok: false; error: string };

/** Wrong password and unknown email get the same message, and take the same time. */
export const WRONG_CREDENTIALS = "That email and password don't match an account.";

export async function verifyCredentials(input: unknown, address: string): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: WRONG_CREDENTIALS };
  const { email, password } = parsed.data;

  const { wait, attempt } = await startSignInAttempt(address, email);
  if (!attempt) {
    return { ok: false, error: `Too many attempts. Please wait ${wait} seconds and try again.` };
  }
  const user = await db.user.findUnique({ where: { email } });
  const matches = await checkPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !user.passwordHash || !matches) {
    await attemptFailed();
    return { ok: false, error: WRONG_CREDENTIALS };
  }
  await attemptSucceeded(attempt);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
