import { fieldErrors, type FieldErrors } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import { mailConfigured, sendMail } from "@/lib/mail/send-mail";
import { emailChangeMail, emailChangeNoticeMail } from "@/lib/mail/templates";
import { currentPasswordProblem } from "./check-current-password";
import { EMAIL_CHANGE_LIFETIME_MS, newEmailChangeLink } from "./email-change-link";
import { emailChangeWait, waitInWords } from "./email-change-throttle";
import { requestEmailChangeSchema } from "./schemas";

export const NO_EMAIL =
  "This copy of Snap Legacy can't send email, so it can't confirm a new address: ask whoever runs it to set SMTP_URL.";
export const NOT_SENT = "The email couldn't be sent just now, so nothing was changed. Please try again in a few minutes.";

export type RequestEmailChangeResult = { ok: true; newEmail: string } | { ok: false; errors: FieldErrors };

/**
 * Asks to change the account's email address. Nothing changes yet: a one-time link goes to the new
 * address (lib/accounts/confirm-email-change.ts makes the change when it is used), and a notice
 * without a link goes to the old one. A newer request ends the older ones' links.
 *
 * An address another account already uses gets the same answer and the same emails as any other,
 * so the form can't be used to find out who has an account; its link is then refused.
 */
export async function requestEmailChange(userId: string, input: unknown, address: string): Promise<RequestEmailChangeResult> {
  if (!mailConfigured()) return { ok: false, errors: { form: NO_EMAIL } };
  const parsed = requestEmailChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { email: newEmail, password } = parsed.data;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true, passwordHash: true } });
  if (newEmail === user.email) return { ok: false, errors: { email: "That is already your address." } };
  if (user.passwordHash) {
    const problem = await currentPasswordProblem({ email: user.email, passwordHash: user.passwordHash }, password, address);
    if (problem) return { ok: false, errors: { password: problem } };
  }

  const { tokenHash, link } = newEmailChangeLink();
  const wait = await db.$transaction(async (tx) => {
    const now = new Date();
    const wait = await emailChangeWait(tx, userId, newEmail, now);
    if (wait > 0) return wait;
    await tx.emailChange.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await tx.emailChange.create({
      data: { userId, tokenHash, newEmail, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS) },
    });
    return 0;
  });
  if (wait > 0) return { ok: false, errors: { form: `Too many requests. Please wait ${waitInWords(wait)} and try again.` } };

  const [linkSent] = await Promise.allSettled([
    sendMail(emailChangeMail(newEmail, user.name, link)),
    sendMail(emailChangeNoticeMail(user.email, user.name, newEmail)),
  ]);
  if (linkSent.status === "rejected") {
    console.error("The email change link could not be sent:", linkSent.reason);
    // A link nobody received can't be used; ending it keeps the table honest.
    await db.emailChange.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: new Date() } });
    return { ok: false, errors: { form: NOT_SENT } };
  }
  return { ok: true, newEmail };
}
