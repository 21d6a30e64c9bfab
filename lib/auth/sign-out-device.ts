import { db } from "@/lib/db/client";
import { sessionIdSchema } from "./schemas";

export const NO_SUCH_DEVICE = "There's no such device signed in to your account.";

export type SignOutDeviceResult = { ok: true } | { ok: false; error: string };

/**
 * Signs one of the account's devices out. The session must be the asker's own: anyone else's id
 * (or one that never existed) is "no such device" and changes nothing. Signing out a device that
 * is already signed out changes nothing and is fine (a retried request).
 */
export async function signOutDevice(userId: string, input: unknown): Promise<SignOutDeviceResult> {
  const parsed = sessionIdSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: NO_SUCH_DEVICE };
  const { sessionId } = parsed.data;
  return db.$transaction(async (tx) => {
    const session = await tx.userSession.findFirst({ where: { id: sessionId, userId }, select: { id: true } });
    if (!session) return { ok: false, error: NO_SUCH_DEVICE };
    await tx.userSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: new Date() } });
    return { ok: true };
  });
}
