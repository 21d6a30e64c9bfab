import { checkPassword } from "@/lib/auth/passwords";
import { attemptFailed, attemptSucceeded, startSignInAttempt } from "@/lib/auth/sign-in-throttle";

export const WRONG_CURRENT_PASSWORD = "That isn't your current password.";

/**
 * Why the password typed to confirm a change isn't accepted, or null when it is. It counts as a
 * sign-in attempt on the account (lib/auth/sign-in-throttle.ts), so a signed-in device left open
 * can't be used to guess the password any faster than the sign-in form can.
 */
export async function currentPasswordProblem(
  user: { email: string; passwordHash: string },
  password: string | undefined,
  address: string,
): Promise<string | null> {
  if (!password) return "Enter your current password.";
  const { wait, attempt } = await startSignInAttempt(address, user.email);
  if (!attempt) return `Too many wrong passwords. Please wait ${wait} seconds and try again.`;
  if (!(await checkPassword(password, user.passwordHash))) {
    await attemptFailed();
    return WRONG_CURRENT_PASSWORD;
  }
  await attemptSucceeded(attempt);
  return null;
}
