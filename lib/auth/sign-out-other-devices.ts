import { db } from "@/lib/db/client";
import { endOtherSessions } from "./user-sessions";

/** "Sign out all other devices": every session of the account ends but the asking device's. */
export async function signOutOtherDevices(userId: string, keepSessionId: string | null): Promise<void> {
  await db.$transaction((tx) => endOtherSessions(tx, userId, keepSessionId));
}
