/**
 * What the live shared record says, on the database channel between app processes and on the
 * event stream to each device. Pure (no database), so the browser parses with the same schemas.
 */
import { z } from "zod";

/** The PostgreSQL channel every app process listens on. */
export const TABLE_CHANNEL = "table_sessions";

/** A change to a table session, sent when its transaction commits. */
export const tableChangeSchema = z.object({
  deckId: z.string().min(1),
  gameId: z.string().min(1),
  kind: z.enum(["snap", "undo", "end"]),
  /** The snap recorded or undone; null for the session's end. */
  snap: z.number().int().min(1).nullable(),
  /** The session's actions after the change: a device that has seen this many is up to date. */
  actionCount: z.number().int().min(0),
  /** Who made the change: the member's name. */
  byName: z.string(),
}).refine((change) => (change.kind === "end") === (change.snap === null), { error: "A snap or undo names its snap; an end names none." });
export type TableChange = z.infer<typeof tableChangeSchema>;

/** The first message of every stream (and again after the server's own listener reconnected): where the session stands. */
export const tableHelloSchema = z.object({
  actionCount: z.number().int().min(0),
  status: z.string(),
});
export type TableHello = z.infer<typeof tableHelloSchema>;

/** The sentence a device announces for a change made elsewhere. */
export function announcementOf(change: TableChange): string {
  if (change.kind === "end") return `The session was ended by ${change.byName}`;
  return `Snap ${change.snap} ${change.kind === "snap" ? "recorded" : "undone"} by ${change.byName}`;
}
