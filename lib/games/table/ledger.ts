/**
 * A table session's recorded actions: each won snap, and each undo of one (an undo is a new action,
 * never a deletion). Every change to a session takes the session's row lock first, then the deck's,
 * so records and undos of one session happen one after another and never deadlock.
 */
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/decks/errors";
import { undoneSnaps } from "@/lib/history/counts";
import type { Tx } from "@/lib/decks/history";
import { actionRows } from "../recorded-actions";
import { readStored } from "../stored-game";
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

/** What an ended session is remembered by (Game.result): the snaps that stand, and the words they wrote. */
export const tableResultSchema = z.object({ snaps: z.number().int().min(0), words: z.number().int().min(0) });
export type TableResult = z.output<typeof tableResultSchema>;

export function tableResultOf(ledger: Ledger): TableResult {
  const standing = ledger.snaps.filter((s) => !s.undone);
  return { snaps: standing.length, words: standing.reduce((n, s) => n + s.words.length, 0) };
}

/** A session's recorded actions, read with their schema (a damaged one is a DamagedGame). */
export function ledgerOf(rows: { index: number; action: unknown; createdAt: Date }[]): Ledger {
  const actions = rows.map((row) => ({ index: row.index, action: readStored(tableActionSchema, row.action), createdAt: row.createdAt }));
  const undone = undoneSnaps(actions);
  const undos = new Map(actions.flatMap(({ action }) => (action.type === "undo" ? [[action.of, action] as const] : [])));
  const snaps = actions.flatMap(({ index, action, createdAt }) =>
    action.type === "tableSnap" ? [{ ...action, index, createdAt, undone: undone.has(index), undoneById: undos.get(index)?.recordedById }] : [],
  );
  return { actions, snaps };
}

export async function readLedger(tx: Tx, deckId: string, gameId: string): Promise<Ledger> {
  return ledgerOf(await actionRows(tx, deckId, gameId));
}

/**
 * Locks a table session of this deck for the transaction; returns its setup and action count. A
 * game of another deck is not even locked: it is "not found", as a game that doesn't exist.
 */
export async function lockTableSession(tx: Tx, deckId: string, gameId: string) {
  const [row] = await tx.$queryRaw<{ status: string; setup: unknown; actionCount: number }[]>`
    SELECT "status", "setup", "actionCount" FROM "games" WHERE "id" = ${gameId} AND "deckId" = ${deckId} AND "mode" = 'TABLE' FOR NO KEY UPDATE`;
  if (!row) throw notFound("That table session");
  return { status: row.status, setup: readStored(tableSetupSchema, row.setup), actionCount: row.actionCount };
}

export function refuseIfOver(status: string) {
  if (status !== "PLAYING") throw conflict("This table session is over. Start a new one to record more snaps.");
}

/** Appends an action at the next index (the caller holds the session lock). */
export async function appendAction(tx: Tx, session: { deckId: string; gameId: string }, index: number, action: TableAction) {
  await tx.gameAction.create({ data: { gameId: session.gameId, index, action: action as unknown as Prisma.InputJsonValue } });
  await tx.game.update({ where: { id: session.gameId, deckId: session.deckId }, data: { actionCount: index + 1 } });
}
