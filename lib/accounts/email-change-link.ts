import { createHash, randomBytes } from "node:crypto";
import { siteLink } from "@/lib/mail/site-url";

/** A link lasts an hour, as a password reset link does. */
export const EMAIL_CHANGE_LIFETIME_MS = 60 * 60 * 1000;

/** Only this is stored: someone who reads the table still can't use a link. */
export function hashEmailChangeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token, its hash to store, and the link (on the configured site, never a request's Host) to email. */
export function newEmailChangeLink(): { tokenHash: string; link: string } {
  const token = randomBytes(32).toString("base64url");
  return { tokenHash: hashEmailChangeToken(token), link: siteLink(`/account/confirm-email?token=${token}`) };
}
