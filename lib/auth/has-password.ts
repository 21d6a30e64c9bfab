import { db } from "@/lib/db/client";

/** Whether the account signs in with a password (OAuth-only accounts have none). */
export async function hasPassword(userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return Boolean(user?.passwordHash);
}
