import { z } from "zod";
import { normaliseWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import type { SqlTx } from "@/lib/db/sql";
import { deckAccess, type DeckMembership } from "@/lib/decks/access";
import { conflict, invalid } from "@/lib/decks/errors";
import type { HeldDeckLock } from "@/lib/decks/history";
import { writeOnBlankCards } from "@/lib/decks/write-words";
import { isRuleError, type GameAction, type GameEvent, type Step } from "@/lib/rules";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { currentCheckpoint } from "../recorded-actions";
import { sameJson } from "../same-json";
import { gameActionSchema } from "./game-action";
import { summarise, type GameCheckpoint } from "./replay-game";
import { rulesFor, screenGameSetupSchema, type ScreenState } from "./setup";
import { wordsAuthor } from "./words-author";
import { checkMoveDrawings, checkRepeatedMoveDrawings, MOST_DRAWINGS_SENT, moveDrawingSchema, moveRequestKey, NOT_WRITTEN_HERE, storeMoveDrawings, type MoveDrawing } from "../won-snap-drawings";

export const recordActionsSchema = z.object({
  gameId: z.string().min(1),
  /** The index the first of these actions has in the game (actions already recorded are skipped). */
  fromIndex: z.number().int().min(0),
  actions: z.array(gameActionSchema).min(1).max(500),
  /** Words of these moves written by hand too (won-snap-drawings.ts). */
  drawings: z.array(moveDrawingSchema).max(MOST_DRAWINGS_SENT).optional(),
});

export interface RecordedActions {
  actionCount: number;
  /** Words this call wrote into the deck's history. */
  wordsWritten: { cardId: string; word: string }[];
  /** Cards the game wanted to write on that had been given a word elsewhere meanwhile: they keep it. */
  kept: { cardId: string; word: string }[];
  /** A bot's words from the family's list that were taken off the list, or written on another
   *  card, meanwhile: not written, so these cards stay blank on the deck. */
  leftBlank: { cardId: string; word: string }[];
  /** The cards just written on (or kept), as they now are, and the deck's look, to redraw them. */
  writtenCards: { id: string; rank: string; suit: string | null; word: string | null; code: string; colour: string | null; artId: string | null }[];
  deck: { id: string; name: string; design: unknown } | null;
  over: boolean;
}

const gameRefSchema = z.object({ gameId: z.string().min(1).max(100) });

interface LockedGame extends DeckMembership {
  actionCount: number;
  setup: unknown;
  checkpoint: GameCheckpoint | null;
}

/**
 * A screen game's moves name only the game: its deck, the asker's role on it and the game's record
 * are read in one query, which locks the game's row for the transaction (two batches of one game
 * are recorded one after the other, each from the checkpoint the other left). Unknown games, table
 * games and games of decks the asker isn't in are all null (the same 404), and lock nothing.
 */
function lockScreenGame(tx: Prisma.TransactionClient) {
  return async (userId: string, rawInput: unknown): Promise<LockedGame | null> => {
    const ref = gameRefSchema.safeParse(rawInput);
    if (!ref.success) return null;
    const [row] = await tx.$queryRaw<(Omit<LockedGame, "role"> & { role: DeckRole })[]>`
      SELECT g."deckId", m."role"::text AS "role", g."actionCount", g."setup", g."checkpoint"
      FROM "games" g JOIN "deck_members" m ON m."deckId" = g."deckId" AND m."userId" = ${userId}
      WHERE g."id" = ${ref.data.gameId} AND g."mode" = 'SCREEN'
      FOR NO KEY UPDATE OF g`;
    return row ?? null;
  };
}

/**
 * The batch's actions and the game's new checkpoint (and result, when it is over), written in one
 * statement: a batch costs one round trip to write, however many moves it has.
 */
async function recordBatch(
  tx: SqlTx,
  batch: { gameId: string; deckId: string; from: number; actions: readonly GameAction[]; checkpoint: GameCheckpoint; over: boolean },
): Promise<void> {
  // Timestamps are stored in UTC, as Prisma writes them.
  const ended = batch.over
    ? Prisma.sql`, "status" = 'OVER', "endedAt" = now() AT TIME ZONE 'UTC', "result" = ${JSON.stringify(batch.checkpoint.result)}::jsonb`
    : Prisma.empty;
  await tx.$executeRaw`
    WITH "recorded" AS (
      INSERT INTO "game_actions" ("gameId", "index", "action", "createdAt")
      SELECT ${batch.gameId}, ${batch.from}::int + t."position"::int - 1, t."action", now() AT TIME ZONE 'UTC'
      FROM jsonb_array_elements(${JSON.stringify(batch.actions)}::jsonb) WITH ORDINALITY AS t("action", "position")
    )
    UPDATE "games" SET "actionCount" = ${batch.from + batch.actions.length}, "checkpoint" = ${JSON.stringify(batch.checkpoint)}::jsonb ${ended}
    WHERE "id" = ${batch.gameId} AND "deckId" = ${batch.deckId}`;
}

/**
 * Records a screen's actions, in order, after judging each one again with the rules on the
 * server (the screen is never trusted to have done it). Words a snap winner writes are appended to
 * the deck's history in the same transaction, at once. Sending the same actions again (a retry, a
 * reload) records nothing twice; actions from a window that fell behind are refused.
 */
export async function recordActions(userId: string, rawInput: unknown): Promise<RecordedActions> {
  return db.$transaction(
    async (tx) => {
      const {
        input,
        deckId,
        found: locked,
      } = await deckAccess(userId, rawInput, { schema: recordActionsSchema, role: "EDITOR", findDeck: lockScreenGame(tx), what: "That game" });
      const overlap = locked.actionCount - input.fromIndex;
      if (overlap < 0) throw conflict("Some of this game's moves never reached the server. Reload the game to carry on.");
      const drawings = checkMoveDrawings(input.actions, input.fromIndex, input.drawings ?? []);
      const repeated = input.actions.slice(0, overlap);
      const stored =
        repeated.length === 0
          ? []
          : await tx.gameAction.findMany({
              where: { gameId: input.gameId, game: { deckId }, index: { gte: input.fromIndex, lt: input.fromIndex + repeated.length } },
              orderBy: { index: "asc" },
            });
      if (!repeated.every((action, i) => sameJson(action, stored[i]?.action))) {
        throw conflict("This game moved on in another window. Reload it to carry on from there.");
      }
      await checkRepeatedMoveDrawings(tx, { gameId: input.gameId, deckId }, repeated.map((action, i) => ({ index: input.fromIndex + i, action })), drawings);
      const fresh = input.actions.slice(overlap);
      if (fresh.length === 0) return { actionCount: locked.actionCount, wordsWritten: [], kept: [], leftBlank: [], writtenCards: [], deck: null, over: false };

      const { wordsWritten, kept, leftBlank, over } = await recordJudgedActions(tx, {
        gameId: input.gameId,
        deckId,
        recordedById: userId,
        from: locked.actionCount,
        actions: fresh,
        setup: locked.setup,
        checkpoint: locked.checkpoint,
        onOneScreen: true,
        drawings: drawings.filter((d) => d.index >= locked.actionCount),
      });
      const touched = [...wordsWritten, ...kept, ...leftBlank];
      const writtenCards =
        touched.length === 0
          ? []
          : await tx.card.findMany({
              where: { deckId, id: { in: touched.map((w) => w.cardId) } },
              select: { id: true, rank: true, suit: true, word: true, code: true, colour: true, artId: true },
            });
      const deck = writtenCards.length === 0 ? null : await tx.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, design: true } });
      return { actionCount: locked.actionCount + fresh.length, wordsWritten, kept, leftBlank, writtenCards, deck, over };
    },
    { timeout: 20_000 },
  );
}

export interface JudgedRecording {
  gameId: string;
  deckId: string;
  /** Who the deck's history says recorded the words (the screen's editor, or the room's host). */
  recordedById: string;
  /** The game's actionCount, read under the game row's lock held by `tx`. */
  from: number;
  actions: readonly GameAction[];
  /** The game's stored setup and checkpoint (null: replayed from the recorded actions). */
  setup: unknown;
  checkpoint: GameCheckpoint | null;
  /** Person seats a bot plays for now (online play): their words are the bot's, not the person's. */
  botPlayed?: ReadonlySet<string>;
  /** A screen's moves: nobody stands in for a person's seat there (words-author.ts). */
  onOneScreen?: boolean;
  /** Words of these moves written by hand, checked (won-snap-drawings.ts checkMoveDrawings). */
  drawings?: readonly MoveDrawing[];
  /** The deck's lock, when the caller took it with the game row's (online play). */
  deckLock?: HeldDeckLock;
}

/**
 * The judging and recording every game's moves go through, screen or online: each action judged
 * again with the rules from the checkpoint, words a snap winner writes appended to the deck's
 * history (requestKey `game:<id>:action:<index>`) with their handwriting, then the actions,
 * checkpoint and result written.
 * A bot's words are its own only as the table's rule has them (words-author.ts): the family's list
 * words still on the list, or the people's at the device, recorded by them; the history names the
 * bot. The caller holds the game row's lock in `tx` and has checked that `from` is the game's count.
 */
export async function recordJudgedActions(
  tx: SqlTx,
  input: JudgedRecording,
): Promise<Pick<RecordedActions, "wordsWritten" | "kept" | "leftBlank" | "over"> & { checkpoint: GameCheckpoint }> {
  const setup = screenGameSetupSchema.parse(input.setup);
  // The caller's row lock makes this checkpoint the one left by the last batch recorded.
  const checkpoint = await currentCheckpoint(tx, setup, { id: input.gameId, deckId: input.deckId, actionCount: input.from, checkpoint: input.checkpoint });
  const rules = rulesFor(setup);
  let state = checkpoint.state;
  let snapsSoFar = Object.values(checkpoint.result.snapsWon).reduce((sum, n) => sum + n, 0);
  const freshEvents: GameEvent[] = [];
  const wordsWritten: RecordedActions["wordsWritten"] = [];
  const kept: RecordedActions["kept"] = [];
  const leftBlank: RecordedActions["leftBlank"] = [];
  const drawings = input.drawings ?? [];
  const drawn = new Set<number>();

  for (const [offset, action] of input.actions.entries()) {
    const index = input.from + offset;
    let step: Step<ScreenState>;
    try {
      step = rules.apply(state, action);
    } catch (error) {
      if (isRuleError(error)) throw invalid(error.message);
      throw error;
    }
    state = step.state;
    freshEvents.push(...step.events);
    for (const event of step.events) {
      if (event.type === "snapWon") snapsSoFar++;
      if (event.type !== "wordsWritten") continue;
      const seat = setup.seats.find((s) => s.id === event.playerId);
      if (!seat) throw invalid("The snap's winner isn't at this table.");
      const author = wordsAuthor(seat, event.by, { botPlayed: input.botPlayed, onOneScreen: input.onOneScreen === true });
      if (event.words.length === 0) continue;
      // A card given a word elsewhere during the game keeps it; a bot's list word taken meanwhile
      // leaves its card blank (writeOnBlankCards decides both, under the deck's lock). Only the deck's
      // own cards are asked about: a setup naming another deck's card (a forged file) must not hear
      // its word; writing on it is refused as a card not in the deck.
      const unwritten = await writeOnBlankCards(tx, {
        deckId: input.deckId,
        recordedById: input.recordedById,
        requestKey: moveRequestKey(input.gameId, index),
        kind: "WON_SNAP",
        gameId: input.gameId,
        snapRef: `snap ${snapsSoFar}`,
        words: event.words.map((w) => ({ cardId: w.cardId, word: w.word, normalised: normaliseWord(w.word), ...author })),
        inGame: { botWordsFromList: author.botWordsFrom === "WORD_LIST" },
        held: input.deckLock,
      });
      kept.push(...unwritten.kept);
      leftBlank.push(...unwritten.leftBlank);
      const unwrittenCards = new Set([...unwritten.kept, ...unwritten.leftBlank].map((w) => w.cardId));
      await storeMoveDrawings(tx, { deckId: input.deckId, index, events: unwritten.events, replayed: unwritten.replayed, unwritten }, drawings);
      drawn.add(index);
      wordsWritten.push(...event.words.filter((w) => !unwrittenCards.has(w.cardId)));
    }
  }

  // A drawing must go with words a move wrote: none is kept for a turn or a shout.
  if (drawings.some((d) => !drawn.has(d.index))) throw invalid(NOT_WRITTEN_HERE);
  const over = state.phase === "over";
  const result = summarise(freshEvents, checkpoint.result);
  await recordBatch(tx, { gameId: input.gameId, deckId: input.deckId, from: input.from, actions: input.actions, checkpoint: { state, result }, over });
  return { wordsWritten, kept, leftBlank, over, checkpoint: { state, result } };
}
