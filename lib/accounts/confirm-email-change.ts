import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashEmailChangeToken } from "./email-change-link";
import { confirmEmailChangeSchema, EMAIL_CHANGE_TOKEN } from "./schemas";

export const CHANGE_LINK_UNKNOWN = "This isn't a working link: check it was copied whole, or ask for a new one on your account page.";
export const CHANGE_LINK_USED =
  "This link has already been used (or a newer one was asked for): your account page shows your address now.";
export const CHANGE_LINK_EXPIRED = "This link has expired (links last an hour): ask for a new one on your account page.";
export const ADDRESS_TAKEN =
  "Another account uses this address now, so it can't become yours. Your address hasn't changed; you can choose another on your account page.";

type StoredChange = {
  userId: string;
  newEmail: string;
  usedAt: Date | null;
  expiresAt: Date;
  user: { name: string; deletedAt: Date | null };
} | null;

const STORED = { userId: true, newEmail: true, usedAt: true, expiresAt: true, user: { select: { name: true, deletedAt: true } } } as const;

function problemOf(change: StoredChange, now: Date): string | null {
  // A deleted account's links are as good as unknown: nothing of it can change any more.
  if (!change || change.user.deletedAt) return CHANGE_LINK_UNKNOWN;
  if (change.usedAt) return CHANGE_LINK_USED;
  if (change.expiresAt <= now) return CHANGE_LINK_EXPIRED;
  return null;
}

async function addressTaken(client: Prisma.TransactionClient, newEmail: string, userId: string): Promise<boolean> {
  return (await client.user.count({ where: { email: newEmail, id: { not: userId } } })) > 0;
}

export type EmailChangeLink = { ok: true; newEmail: string; name: string } | { ok: false; problem: string };

/** What the confirmation page shows before the change: whose account and which address, or why the link can't be used. */
export async function emailChangeLink(token: string): Promise<EmailChangeLink> {
  if (!EMAIL_CHANGE_TOKEN.test(token)) return { ok: false, problem: CHANGE_LINK_UNKNOWN };
  const change = await db.emailChange.findUnique({ where: { tokenHash: hashEmailChangeToken(token) }, select: STORED });
  const problem = problemOf(change, new Date());
  if (problem || !change) return { ok: false, problem: problem ?? CHANGE_LINK_UNKNOWN };
  if (await addressTaken(db, change.newEmail, change.userId)) return { ok: false, problem: ADDRESS_TAKEN };
  return { ok: true, newEmail: change.newEmail, name: change.user.name };
}

export type ConfirmEmailChangeResult = { ok: true; email: string } | { ok: false; error: string };

/**
 * Makes the link's address the account's, in one transaction: the link is claimed only while still
 * unused and in date (two uses at once can't both succeed), the account's other email change links
 * end, and so do its password reset links, which went to the old address. It works from any browser,
 * signed in or not: the link itself is the proof, and it names the account.
 */
export async function confirmEmailChange(input: unknown): Promise<ConfirmEmailChangeResult> {
  const parsed = confirmEmailChangeSchema.safeParse(input);
  if (!parsed.success || !EMAIL_CHANGE_TOKEN.test(parsed.data.token)) return { ok: false, error: CHANGE_LINK_UNKNOWN };
  const tokenHash = hashEmailChangeToken(parsed.data.token);
  const now = new Date();
  try {
    return await db.$transaction(async (tx): Promise<ConfirmEmailChangeResult> => {
      const change = await tx.emailChange.findUnique({ where: { tokenHash }, select: STORED });
      const problem = problemOf(change, now);
      if (problem || !change) return { ok: false, error: problem ?? CHANGE_LINK_UNKNOWN };
      if (await addressTaken(tx, change.newEmail, change.userId)) return { ok: false, error: ADDRESS_TAKEN };
      const claimed = await tx.emailChange.updateMany({
        where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count === 0) return { ok: false, error: CHANGE_LINK_USED };
      await tx.emailChange.updateMany({ where: { userId: change.userId, usedAt: null }, data: { usedAt: now } });
      await tx.passwordReset.updateMany({ where: { userId: change.userId, usedAt: null }, data: { usedAt: now } });
      const user = await tx.user.update({ where: { id: change.userId }, data: { email: change.newEmail }, select: { email: true } });
      return { ok: true, email: user.email };
    });
  } catch (error) {
    // Another account took the address between the check and the change (the unique index says so).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, error: ADDRESS_TAKEN };
    throw error;
  }
}
