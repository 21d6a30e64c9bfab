import { db } from "@/lib/db/client";
import { runningSince } from "./check-session";
import { describeUserAgent } from "./describe-user-agent";

export interface Device {
  sessionId: string;
  /** "Chrome on Linux". */
  name: string;
  signedInAt: Date;
  lastSeenAt: Date;
  thisDevice: boolean;
}

/** The account's signed-in devices (sessions neither ended nor expired), newest first, this one marked. */
export async function listDevices(userId: string, currentSessionId: string | null, now = new Date()): Promise<Device[]> {
  const sessions = await db.userSession.findMany({
    where: { userId, endedAt: null, createdAt: { gt: runningSince(now) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
  return sessions.map((session) => ({
    sessionId: session.id,
    name: describeUserAgent(session.userAgent),
    signedInAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    thisDevice: session.id === currentSessionId,
  }));
}
