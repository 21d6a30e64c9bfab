import type { Tx } from "@/lib/decks/history";
import { TABLE_CHANNEL, type TableChange } from "./messages";

/**
 * Tells every app process about a change to a table session, from inside the transaction that
 * writes it: PostgreSQL delivers the notification when that transaction commits, and never for one
 * rolled back, so no device hears of a change that didn't happen.
 */
export async function notifyTableChange(tx: Tx, change: TableChange): Promise<void> {
  // $executeRaw: pg_notify returns void, which a query's result can't carry.
  await tx.$executeRaw`SELECT pg_notify(${TABLE_CHANNEL}, ${JSON.stringify(change)})`;
}

/** The name a change is announced with: the user's, or "A member" if they are gone. */
export async function nameOfUser(tx: Tx, userId: string): Promise<string> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { name: true } });
  return user?.name ?? "A member";
}
