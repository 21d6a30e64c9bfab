/**
 * A table session's recorded actions: each won snap, and each undo of one (an undo is a new action,
 * never a deletion). Every change to a session takes the session's row lock first, then the deck's,
 * so records and undos of one session happen one after another and never deadlock.
 */
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/decks/errors";
import type { Tx } from "@/lib/decks/history";
import { tableSetupSchema } from "./setup";

const callSchema = z.union([z.object({ kind: z.literal("snap") }), z.object({ kind: z.literal("word"), word: z.string() })]);

export const tableSnapActionSchema = z.object({
  type: z.literal("tableSnap"),
  requestKey: z.string(),
  /** The snap's number in the session, counting undone ones, as "table snap N" in the history. */
  snap: z.number().int().min(1),
  winnerPlayerId: z.string(),
  onTableCardId: z.string(),
  justPlayedCardId: z.string(),
  words: z.array(z.object({ cardId: z.string(), word: z.string() })),
  call: callSchema,
  /** Who recorded it (the user); absent on snaps recorded before it was kept. */
  recordedById: z.string().optional(),
});
export type TableSnapAction = z.infer<typeof tableSnapActionSchema>;

export const undoActionSchema = z.object({
  type: z.literal("undo"),
  requestKey: z.string(),
  /** The index of the snap action undone. */
  of: z.number().int().min(0),
  /** Who undid it (the user); absent on undos recorded before it was kept. */
  recordedById: z.string().optional(),
});
export type UndoAction = z.infer<typeof undoActionSchema>;

export const tableActionSchema = z.discriminatedUnion("type", [tableSnapActionSchema, undoActionSchema]);
export type TableAction = z.infer<typeof tableActionSchema>;

export interface RecordedSnap extends TableSnapAction {
  index: number;
  createdAt: Date;
  undone: boolean;
  /** Who undid it, when it is undone and that was kept. */
  undoneById?: string;
}

export interface Ledger {
  actions: { index: number; action: TableAction; createdAt: Date }[];
  snaps: RecordedSnap[];
}

export function ledgerOf(rows: { index: number; action: unknown; createdAt: Date }[]): Ledger {
  const actions = rows.map((row) => ({ index: row.index, action: tableActionSchema.parse(row.action), createdAt: row.createdAt }));
  const undos = new Map(actions.flatMap(({ action }) => (action.type === "undo" ? [[action.of, action] as const] : [])));
  const snaps = actions.flatMap(({ index, action, createdAt }) =>
    action.type === "tableSnap" ? [{ ...action, index, createdAt, undone: undos.has(index), undoneById: undos.get(index)?.recordedById }] : [],
  );
  return { actions, snaps };
}

export async function readLedger(tx: Tx, gameId: string): Promise<Ledger> {
  return ledgerOf(await tx.gameAction.findMany({ where: { gameId }, orderBy: { index: "asc" } }));
}

/** Locks a playing table session of this deck for the transaction; returns its setup and action count. */
export async function lockTableSession(tx: Tx, deckId: string, gameId: string) {
  const [row] = await tx.$queryRaw<{ deckId: string; mode: string; status: string; setup: unknown; actionCount: number }[]>`
    SELECT "deckId", "mode", "status", "setup", "actionCount" FROM "games" WHERE "id" = ${gameId} FOR UPDATE`;
  if (!row || row.deckId !== deckId || row.mode !== "TABLE") throw notFound("That table session");
  return { status: row.status, setup: tableSetupSchema.parse(row.setup), actionCount: row.actionCount };
}

export function refuseIfOver(status: string) {
  if (status !== "PLAYING") throw conflict("This table session is over. Start a new one to record more snaps.");
}

/** Appends an action at the next index (the caller holds the session lock). */
export async function appendAction(tx: Tx, gameId: string, index: number, action: TableAction) {
  await tx.gameAction.create({ data: { gameId, index, action: action as unknown as Prisma.InputJsonValue } });
  await tx.game.update({ where: { id: gameId }, data: { actionCount: index + 1 } });
}
