import { db } from "@/lib/db/client";

export interface EmailSettings {
  /** Accounts with a password confirm a change with it; accounts that sign in through GitHub or Google have none. */
  hasPassword: boolean;
  /** The address a link was last sent to, while that link can still be used. */
  pending: { newEmail: string; expiresAt: Date } | null;
}

export async function emailSettings(userId: string): Promise<EmailSettings> {
  const [user, pending] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } }),
    db.emailChange.findFirst({
      where: { userId, usedAt: null, expiresAt: { gt: new Date() } },
      orderBy: { createdAt: "desc" },
      select: { newEmail: true, expiresAt: true },
    }),
  ]);
  return { hasPassword: user.passwordHash !== null, pending };
}
