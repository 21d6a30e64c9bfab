import { db } from "@/lib/db/client";
import { showsHands } from "@/lib/decks/card-hands";
import { requireDeckRole } from "@/lib/decks/access";
import { invalid, notFound } from "@/lib/decks/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CardStatus, WordEventKind } from "@/lib/generated/prisma/enums";
import { gameSummaries } from "@/lib/games/screen/queries";
import { isCalendarDay, startOfNextDayIn } from "@/lib/time/family-time";
import { KIND_EFFECT, STATUS_KINDS, WORD_KINDS } from "./counts";
import { statusBeforeHistory, type CardState } from "./replay-history";

/** The moment asked for: a history position, the end of a day (YYYY-MM-DD, in the deck's zone), or the end of a game. */
export interface AsItWasAt {
  seq?: number;
  date?: string;
  game?: string;
}

/** How many of the deck's latest games the "at the end of game …" choice offers. */
export const AS_IT_WAS_GAMES = 20;

/**
 * The first instant after a day of the zone (null for the last day of year 9999: nothing the
 * database keeps comes after it), or a refusal for anything that isn't a real YYYY-MM-DD day.
 */
export function endOfDayIn(date: string, timeZone: string): Date | null {
  if (!isCalendarDay(date)) throw invalid("Pick a day as YYYY-MM-DD.");
  return startOfNextDayIn(date, timeZone);
}

/** The last event created before this instant (0: none yet), by the (deckId, createdAt) index. */
async function lastEventBefore(deckId: string, instant: Date, inclusive: boolean): Promise<number> {
  const event = await db.wordEvent.findFirst({
    where: { deckId, createdAt: inclusive ? { lte: instant } : { lt: instant } },
    orderBy: [{ createdAt: "desc" }, { seq: "desc" }],
    select: { seq: true },
  });
  return event?.seq ?? 0;
}

/**
 * The end of a game: its last event (by the (deckId, gameId, seq) index); a game that wrote
 * nothing ends after the deck's last event before it ended (or, still playing, before it began).
 */
async function endOfGame(deckId: string, gameId: string): Promise<number> {
  const game = await db.game.findFirst({ where: { id: gameId, deckId }, select: { createdAt: true, endedAt: true } });
  if (!game) throw notFound("That game");
  const last = await db.wordEvent.findFirst({ where: { deckId, gameId }, orderBy: { seq: "desc" }, select: { seq: true } });
  if (last) return last.seq;
  return lastEventBefore(deckId, game.endedAt ?? game.createdAt, true);
}

/** The history position a moment stands for: a position is kept within 0..historySeq. */
async function resolveMoment(deckId: string, historySeq: number, timeZone: string, at: AsItWasAt): Promise<number> {
  if (at.seq !== undefined) {
    if (!Number.isFinite(at.seq)) throw invalid("Pick a position in the deck's history.");
    return Math.min(Math.max(Math.trunc(at.seq), 0), historySeq);
  }
  if (at.date) {
    const end = endOfDayIn(at.date, timeZone);
    return end ? lastEventBefore(deckId, end, false) : historySeq;
  }
  if (at.game) return endOfGame(deckId, at.game);
  return historySeq;
}

interface CardRow {
  id: string;
  position: number;
  code: string;
  rank: string;
  suit: string | null;
  colour: string | null;
  artId: string | null;
  status: CardStatus;
  word: string | null;
  wordThen: string | null;
  /** The hand that word was written in (the stored form), when it was. */
  handThen: string | null;
  /** The card's last event of each of STATUS_KINDS (in that order) at or before the moment (null: none). */
  statusLast: (number | null)[];
  /** Its first ever of each (to tell whether it was in the deck before its history began). */
  statusFirst: (number | null)[];
}

/** A kind as a value the planner can weigh (an array cast to the enum hides it from the index). */
const kindValue = (kind: WordEventKind) => Prisma.sql`${kind}::"WordEventKind"`;

/** The card c's last event of this kind at or before `seq`: an index-only probe on (cardId, kind, seq). */
const lastOfKind = (kind: WordEventKind, seq: number) =>
  Prisma.sql`(SELECT max(e."seq") FROM "word_events" e WHERE e."cardId" = c."id" AND e."kind" = ${kindValue(kind)} AND e."seq" <= ${seq})`;

/** The card c's first ever event of this kind, the same probe the other way. */
const firstOfKind = (kind: WordEventKind) =>
  Prisma.sql`(SELECT min(e."seq") FROM "word_events" e WHERE e."cardId" = c."id" AND e."kind" = ${kindValue(kind)})`;

/**
 * Every card of the deck with its word and its last status events at position `seq`. A card's word
 * is that of its last word-giving event at or before it: the last of each word kind is an index-only
 * probe on (cardId, kind, seq), the latest of them is read on (cardId, seq). Whether it was in the
 * deck comes from its last lost, found and replaced events the same way. Cost: a fixed number of
 * short index probes per card (about a dozen), whatever the history holds: it grows with the cards.
 */
function cardsAt(deckId: string, seq: number) {
  return db.$queryRaw<CardRow[]>`
    SELECT c."id", c."position", c."code", c."rank", c."suit", c."colour", c."artId", c."status", c."word",
      t."word" AS "wordThen", t."strokes" AS "handThen",
      ARRAY[${Prisma.join(STATUS_KINDS.map((kind) => lastOfKind(kind, seq)))}] AS "statusLast",
      ARRAY[${Prisma.join(STATUS_KINDS.map((kind) => firstOfKind(kind)))}] AS "statusFirst"
    FROM "cards" c
    LEFT JOIN LATERAL (
      SELECT w."word", d."strokes" FROM "word_events" w
      LEFT JOIN "word_drawings" d ON d."wordEventId" = w."id"
      WHERE w."cardId" = c."id" AND w."seq" = GREATEST(${Prisma.join(WORD_KINDS.map((kind) => lastOfKind(kind, seq)))})
    ) t ON true
    WHERE c."deckId" = ${deckId}
    ORDER BY c."position"`;
}

/** Of STATUS_KINDS found at these positions (null: none), the kind `pick` prefers (null: none at all). */
function statusKindAt(positions: (number | null)[], pick: (a: number, b: number) => boolean): WordEventKind | null {
  let best: number | null = null;
  let kind: WordEventKind | null = null;
  for (const [i, seq] of positions.entries()) {
    if (seq !== null && (best === null || pick(seq, best))) [best, kind] = [seq, STATUS_KINDS[i]!];
  }
  return kind;
}

/** Whether the card was in the deck at the moment: its last status event then, else as before its history. */
function statusThen(row: CardRow): CardStatus {
  const last = statusKindAt(row.statusLast, (a, b) => a > b);
  if (last) return KIND_EFFECT[last].status!;
  return statusBeforeHistory(row.status, statusKindAt(row.statusFirst, (a, b) => a < b));
}

export interface CardThenAndNow {
  id: string;
  position: number;
  code: string;
  rank: string;
  suit: string | null;
  colour: string | null;
  /**
   * The card's picture as it is now: the design story records changes of the deck's look only as a
   * summary, so the cards of any moment are drawn in today's design.
   */
  artId: string | null;
  /** The card as it was at the moment shown. */
  word: string | null;
  /** Its word's hand then (the stored form), when it was written by hand and the deck shows handwriting. */
  hand: string | null;
  status: CardStatus;
  now: CardState;
}

/**
 * The whole deck as it was at a moment: every card with the word it had and whether it was in the
 * deck, the history position and its date, and the cards that have changed since (then → now).
 * Cost: a dozen index probes per card for its word and status (cardsAt), one indexed lookup to
 * resolve a date or a game, and the latest games: it grows with the cards, not with the events.
 */
export async function deckAsItWas(userId: string, deckId: string, at: AsItWasAt = {}) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const deck = await db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, historySeq: true, design: true, timeZone: true, wordsInFont: true } });
  if (!deck) throw notFound();
  const seq = await resolveMoment(deckId, deck.historySeq, deck.timeZone, at);

  const [rows, event, games, players] = await Promise.all([
    cardsAt(deckId, seq),
    seq === 0 ? null : db.wordEvent.findUnique({ where: { deckId_seq: { deckId, seq } }, select: { createdAt: true } }),
    db.game.findMany({ where: { deckId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: AS_IT_WAS_GAMES }),
    db.player.findMany({ where: { deckId }, select: { id: true, name: true } }),
  ]);

  const cards: CardThenAndNow[] = rows.map((row) => {
    const status = statusThen(row);
    return {
      id: row.id,
      position: row.position,
      code: row.code,
      rank: row.rank,
      suit: row.suit,
      colour: row.colour,
      artId: row.artId,
      word: row.wordThen,
      hand: row.wordThen !== null && showsHands(deck) ? row.handThen : null,
      status,
      now: { word: row.word, status: row.status },
    };
  });
  const changed = cards.filter((card) => card.word !== card.now.word || card.status !== card.now.status);

  return {
    role,
    deck: { id: deck.id, name: deck.name, historySeq: deck.historySeq, design: deck.design, timeZone: deck.timeZone },
    /** The history position shown (0: before the first event), and when its event was recorded. */
    moment: { seq, createdAt: event?.createdAt ?? null, asked: at },
    cards,
    changed,
    counts: {
      words: cards.filter((c) => c.word !== null).length,
      blank: cards.filter((c) => c.word === null && c.status === "IN_DECK").length,
      missing: cards.filter((c) => c.status === "MISSING").length,
    },
    games: gameSummaries(games, players),
  };
}

export type DeckAsItWas = Awaited<ReturnType<typeof deckAsItWas>>;
