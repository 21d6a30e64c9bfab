import { db } from "@/lib/db/client";
import { secondsToWait, WINDOW_MS, type Failures } from "./sign-in-throttle";

/**
 * Requests for reset links are slowed down as failed sign-ins are (lib/auth/sign-in-throttle.ts),
 * every request counting: per client, so one client can't fill inboxes or probe at speed; and per
 * email address, for clients that have asked recently, so one inbox can't be flooded from a few
 * clients. A client that hasn't asked before is always heard, so nobody can keep someone else from
 * asking for their own link.
 */
type Request = { id: bigint; address: string; email: string; createdAt: Date };

async function requestsBefore(request: Request, key: "address" | "email"): Promise<Failures> {
  const recent = {
    [key]: request[key],
    id: { lt: request.id },
    createdAt: { gte: new Date(request.createdAt.getTime() - WINDOW_MS) },
  };
  const [count, latest] = await Promise.all([
    db.passwordResetRequest.count({ where: recent }),
    db.passwordResetRequest.findFirst({ where: recent, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
  ]);
  return { count, latest: latest?.createdAt ?? null };
}

/** Records a request from `address` for `email`; 0 when it may go ahead, else the seconds to wait (and it isn't counted). */
export async function startResetRequest(address: string, email: string): Promise<number> {
  await db.passwordResetRequest.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - WINDOW_MS) } } });
  const request = await db.passwordResetRequest.create({ data: { address, email } });
  const [byAddress, byEmail] = await Promise.all([requestsBefore(request, "address"), requestsBefore(request, "email")]);
  const wait =
    byAddress.count === 0 ? 0 : Math.max(secondsToWait(byAddress, request.createdAt), secondsToWait(byEmail, request.createdAt));
  if (wait > 0) await db.passwordResetRequest.delete({ where: { id: request.id } });
  return wait;
}
