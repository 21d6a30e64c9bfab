import { z } from "zod";
import { normaliseWord } from "@/lib/cards/normalise";
import { invalid } from "@/lib/decks/errors";
import type { SqlTx } from "@/lib/db/sql";
import { eventsOfRequest } from "@/lib/decks/history";
import { checkDrawingWrites, drawingsOfWrittenWords, drawingWriteSchema, storeWordDrawings, type CheckedDrawingWrite, type DrawingWrite } from "@/lib/decks/word-drawings";
import type { GameAction, WordsWrittenBy } from "@/lib/rules";

/** At most this many drawings go with one request of a game's moves (six won piles at most a snap). */
export const MOST_DRAWINGS_SENT = 12;

/** A won snap's word written by hand, as a game's moves send it: `move` is the position, in the
 *  moves sent, of the `writeWords` that wrote its word. */
export const moveDrawingSchema = drawingWriteSchema.extend({ move: z.number().int().min(0).max(500) });
export type MoveDrawingWrite = z.infer<typeof moveDrawingSchema>;

/** A drawing read and checked, with the index in the game of the move that wrote its word. */
export interface MoveDrawing extends CheckedDrawingWrite {
  index: number;
}

export const BOTS_NEVER_DRAW = "A bot’s words are never written by hand: only a person writes their own words by hand.";
export const NOT_WRITTEN_HERE = "That handwriting is for a card these words aren’t written on.";
export const OF_ANOTHER_WORD = "That handwriting is of another word than the one written on its card.";

/** A drawing is of a person's own word on a card these words write on (a bot never draws, and the
 *  people writing a bot's words write them in type). */
function belongsToWords(move: { words: Readonly<Record<string, string>>; by?: WordsWrittenBy }, write: DrawingWrite): void {
  if (!Object.hasOwn(move.words, write.cardId)) throw invalid(NOT_WRITTEN_HERE);
  if (move.by !== undefined) throw invalid(BOTS_NEVER_DRAW);
  if (normaliseWord(move.words[write.cardId]!) !== normaliseWord(write.word)) throw invalid(OF_ANOTHER_WORD);
}

/**
 * Reads the drawings sent with a won snap's words, before anything is written: each a drawing
 * within the limits, one per card, for a card these words are written on, of that card's word, and
 * of a person's own words. Throws a 400 that says what is wrong.
 */
export function checkDrawingsOfWords(move: { words: Readonly<Record<string, string>>; by?: WordsWrittenBy }, sent: readonly DrawingWrite[]): CheckedDrawingWrite[] {
  const checked = checkDrawingWrites(sent);
  for (const write of sent) belongsToWords(move, write);
  return checked;
}

/** The drawings sent with a game's moves, checked as checkDrawingsOfWords does, with the index in
 *  the game of the move that writes their words (`from`: the game index of the first move sent). */
export function checkMoveDrawings(moves: readonly GameAction[], from: number, sent: readonly MoveDrawingWrite[]): MoveDrawing[] {
  const checked = checkDrawingWrites(sent);
  return sent.map((write, i) => {
    const move = moves[write.move];
    if (move?.type !== "writeWords") throw invalid(NOT_WRITTEN_HERE);
    belongsToWords(move, write);
    return { ...checked[i]!, index: from + write.move };
  });
}

/** The request key of a game's move that wrote words (record-actions.ts). */
export const moveRequestKey = (gameId: string, index: number) => `game:${gameId}:action:${index}`;

/**
 * Keeps the drawings of the words one move of a game wrote, in its transaction: a card the game
 * did not write on after all (it had been given a word meanwhile, or a bot's list word was taken)
 * keeps no drawing, as it keeps no word.
 */
export function storeMoveDrawings(
  tx: SqlTx,
  move: { deckId: string; index: number; events: Parameters<typeof storeWordDrawings>[1]["events"]; replayed: boolean; unwritten: Parameters<typeof drawingsOfWrittenWords>[1] },
  drawings: readonly MoveDrawing[],
) {
  const own = drawingsOfWrittenWords(drawings.filter((d) => d.index === move.index), move.unwritten);
  return storeWordDrawings(tx, { deckId: move.deckId, events: move.events, replayed: move.replayed, drawings: own });
}

/**
 * Moves of a game sent again (a retry, a reload): the words they wrote are the game's already, and
 * their drawings must be the ones kept with them. The same drawings write nothing; other ones, or
 * none where some were kept, are refused (409), as a request key reused is.
 */
export async function checkRepeatedMoveDrawings(tx: SqlTx, game: { gameId: string; deckId: string }, moves: readonly { index: number; action: GameAction }[], drawings: readonly MoveDrawing[]) {
  for (const { index, action } of moves) {
    if (action.type !== "writeWords") continue;
    const events = await eventsOfRequest(tx, game.deckId, moveRequestKey(game.gameId, index));
    const written = new Set(events.map((e) => e.cardId));
    const kept = Object.keys(action.words).flatMap((cardId) => (written.has(cardId) ? [] : [{ cardId }]));
    await storeMoveDrawings(tx, { deckId: game.deckId, index, events, replayed: true, unwritten: { kept, leftBlank: [] } }, drawings);
  }
}
