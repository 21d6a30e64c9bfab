import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { siteLink } from "@/lib/mail/site-url";

/** A link lasts an hour: long enough to find the email, short enough that an old inbox opens nothing. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Only this is stored: someone who reads the table still can't use a link. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Makes a one-time link to choose a new password for the user; the token itself is only in the link. */
export async function createResetLink(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.passwordReset.create({
    data: { userId, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS) },
  });
  return siteLink(`/reset-password?token=${token}`);
}
