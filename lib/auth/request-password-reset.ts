import { db } from "@/lib/db/client";
import { mailConfigured, sendMail } from "@/lib/mail/send-mail";
import { passwordResetMail } from "@/lib/mail/templates";
import { createResetLink } from "./create-reset-link";
import { startResetRequest } from "./reset-throttle";
import { fieldErrors, forgotPasswordSchema, type FieldErrors } from "./schemas";

export type ResetRequestResult = { ok: true; mailConfigured: boolean } | { ok: false; errors: FieldErrors };

/**
 * Someone forgot their password. The answer is the same whether or not the address has an account,
 * and the email is sent without waiting for it, so neither the words nor the time tell who has one.
 */
export async function requestPasswordReset(input: unknown, address: string): Promise<ResetRequestResult> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { email } = parsed.data;
  const wait = await startResetRequest(address, email);
  if (wait > 0) return { ok: false, errors: { email: `Too many requests. Please wait ${wait} seconds and try again.` } };
  if (!mailConfigured()) return { ok: true, mailConfigured: false };
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (user) {
    const link = await createResetLink(user.id);
    sendMail(passwordResetMail(user.email, user.name, link)).catch((error: unknown) => {
      console.error("The password reset email could not be sent:", error);
    });
  }
  return { ok: true, mailConfigured: true };
}
