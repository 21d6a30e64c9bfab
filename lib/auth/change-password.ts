import { db } from "@/lib/db/client";
import { checkPassword, hashPassword } from "./passwords";
import { changePasswordSchema, fieldErrors, type FieldErrors } from "./schemas";
import { attemptFailed, attemptSucceeded, startSignInAttempt } from "./sign-in-throttle";
import { endOtherSessions } from "./user-sessions";

export const NO_PASSWORD =
  "This account signs in with GitHub or Google and has no password. To set one, sign out and use “Forgot your password?” on the sign-in page: the link it emails proves the address is yours.";
export const WRONG_CURRENT = "That isn't your current password.";
export const CHANGED_MEANWHILE = "Your password was changed elsewhere a moment ago, so nothing was changed: try again with the new one.";

export interface Asker {
  userId: string;
  /** The asking device's session, which stays signed in; null ends every session. */
  sessionId: string | null;
  /** Network address, for slowing down guesses at the current password as sign-in does. */
  address: string;
}

export type ChangePasswordResult = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * Changes the account's password. The current one must be given, and wrong guesses count against
 * the same throttle as failed sign-ins (a borrowed, unlocked device can't be used to try passwords
 * any faster than the sign-in page allows). Then, in one transaction, the new hash is saved only if
 * the old one is still in place (two changes at once can't both land) and every session but this
 * device's ends.
 */
export async function changePassword(asker: Asker, input: unknown): Promise<ChangePasswordResult> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { current, password } = parsed.data;
  const user = await db.user.findFirst({ where: { id: asker.userId, deletedAt: null }, select: { email: true, passwordHash: true } });
  if (!user) return { ok: false, errors: { form: "This account no longer exists." } };
  if (!user.passwordHash) return { ok: false, errors: { form: NO_PASSWORD } };

  const { wait, attempt } = await startSignInAttempt(asker.address, user.email);
  if (!attempt) return { ok: false, errors: { current: `Too many attempts. Please wait ${wait} seconds and try again.` } };
  if (!(await checkPassword(current, user.passwordHash))) {
    await attemptFailed();
    return { ok: false, errors: { current: WRONG_CURRENT } };
  }
  await attemptSucceeded(attempt);

  const passwordHash = await hashPassword(password);
  const oldHash = user.passwordHash;
  return db.$transaction(async (tx) => {
    const saved = await tx.user.updateMany({ where: { id: asker.userId, passwordHash: oldHash }, data: { passwordHash } });
    if (saved.count === 0) return { ok: false, errors: { form: CHANGED_MEANWHILE } };
    await endOtherSessions(tx, asker.userId, asker.sessionId);
    return { ok: true };
  });
}
