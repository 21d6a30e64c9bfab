import { db } from "@/lib/db/client";
import { hashResetToken } from "./create-reset-link";
import { hashPassword } from "./passwords";
import { fieldErrors, RESET_TOKEN, resetPasswordSchema, type FieldErrors } from "./schemas";
import { endAllSessions } from "./user-sessions";

export const LINK_UNKNOWN = "This isn't a working reset link: check it was copied whole, or ask for a new one.";
export const LINK_USED = "This reset link has already been used (or a newer one was): ask for a new one if you need it.";
export const LINK_EXPIRED = "This reset link has expired (links last an hour): ask for a new one.";

type StoredReset = { usedAt: Date | null; expiresAt: Date } | null;

function problemOf(reset: StoredReset, now: Date): string | null {
  if (!reset) return LINK_UNKNOWN;
  if (reset.usedAt) return LINK_USED;
  if (reset.expiresAt <= now) return LINK_EXPIRED;
  return null;
}

/** Why a reset link can't be used, or null when it can. */
export async function resetLinkProblem(token: string): Promise<string | null> {
  if (!RESET_TOKEN.test(token)) return LINK_UNKNOWN;
  return problemOf(await db.passwordReset.findUnique({ where: { tokenHash: hashResetToken(token) } }), new Date());
}

export type ResetPasswordResult = { ok: true; email: string } | { ok: false; errors: FieldErrors };

/**
 * Sets a new password with a reset link, in one transaction: the link is marked used only if it was
 * still unused and in date (so two uses at once can't both succeed), every other link of the user
 * ends, and every session of the account ends (whoever knew the old password is signed out).
 */
export async function resetPassword(input: unknown): Promise<ResetPasswordResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { token, password } = parsed.data;
  const problem = await resetLinkProblem(token);
  if (problem) return { ok: false, errors: { form: problem } };
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const tokenHash = hashResetToken(token);
  return db.$transaction(async (tx) => {
    const reset = await tx.passwordReset.findUnique({ where: { tokenHash } });
    const claimed = await tx.passwordReset.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (!reset || claimed.count === 0) return { ok: false, errors: { form: problemOf(reset, now) ?? LINK_USED } };
    await tx.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: now } });
    const user = await tx.user.update({
      where: { id: reset.userId },
      data: { passwordHash },
      select: { email: true },
    });
    await endAllSessions(tx, reset.userId);
    return { ok: true, email: user.email };
  });
}
