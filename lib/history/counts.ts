/**
 * What the deck's history and games add up to: the one definition of what each word event and
 * each recorded game move does to every count a page shows — cards with a word, blank cards in
 * the deck, words written by each player (and by bots, and by nobody named), snaps won by each
 * player in each kind of game, right shouts of each word. Snaps count when they happen: a game
 * counts what its recorded moves have won so far, whether or not it ever ends.
 *
 * `replayCounts` folds a whole history through these rules in plain code. The pages read tallies
 * that PostgreSQL keeps as rows are written (deck_word_counts, deck_change_bins, deck_game_tallies:
 * the migrations `*_tallies*` and `*_counts_as_played`), bounded by the deck rather than its
 * history; the property test tests/integration/history-counts.test.ts checks every page's figures
 * against replayCounts over random histories.
 */
import { normaliseWord } from "@/lib/cards/normalise";
import type { CardStatus, WordEventKind } from "@/lib/generated/prisma/enums";
import { normaliseShout } from "@/lib/rules/legacy";
import { calendarDayIn } from "@/lib/time/family-time";

/**
 * What each kind of event does to its card, the one definition (the SQL of deck-at.ts reads its
 * kinds from here, and its test checks that SQL against replayHistory, replay-history.ts):
 * - SETUP, WON_SNAP, IMPORT write the event's word on the card (write-words.ts);
 * - CORRECTION gives the card the event's word, which may be none (correct-word.ts, and the undo
 *   of a table snap, which clears its words with corrections);
 * - CARD_LOST, CARD_FOUND, CARD_REPLACED change only whether the card is in the deck; the word
 *   stays (a replacement card has the old one's word copied onto it) (card-status.ts).
 */
export const KIND_EFFECT: Record<WordEventKind, { writesWord: boolean; status: CardStatus | null }> = {
  SETUP: { writesWord: true, status: null },
  WON_SNAP: { writesWord: true, status: null },
  IMPORT: { writesWord: true, status: null },
  CORRECTION: { writesWord: true, status: null },
  CARD_LOST: { writesWord: false, status: "MISSING" },
  CARD_FOUND: { writesWord: false, status: "IN_DECK" },
  CARD_REPLACED: { writesWord: false, status: "IN_DECK" },
};

const KINDS = Object.keys(KIND_EFFECT) as WordEventKind[];
/** The kinds that give a card its word. */
export const WORD_KINDS = KINDS.filter((kind) => KIND_EFFECT[kind].writesWord);
/** The kinds that move a card out of the deck or back in. */
export const STATUS_KINDS = KINDS.filter((kind) => KIND_EFFECT[kind].status !== null);


/** The deck's cards as the deck page counts them: with a word, blank and in the deck, missing. */
export interface CardFigures {
  words: number;
  blank: number;
  missing: number;
}

/** The figures of the cards as they are (a card lost keeps its word: it counts as a card with a word). */
export function cardFigures(cards: Iterable<{ word: string | null; status: CardStatus }>): CardFigures {
  const figures = { words: 0, blank: 0, missing: 0 };
  for (const card of cards) {
    if (card.word !== null) figures.words++;
    else if (card.status === "IN_DECK") figures.blank++;
    if (card.status === "MISSING") figures.missing++;
  }
  return figures;
}

/** Who a word written is counted for: a deck player, a bot (its words, whoever held the pen), or nobody named. */
export type Writer = { playerId: string } | "bot" | "nobody";

export interface CountedEvent {
  cardId: string;
  kind: WordEventKind;
  word: string | null;
  playerId: string | null;
  botName: string | null;
  createdAt: Date;
}

/**
 * Whether an event counts as a word written, and for whom: an event of a kind that gives its card
 * a word (the setup, a won snap, an import, a correction), carrying one. A correction to blank, a
 * card lost, found or replaced (which carry the card's word along) write none.
 */
export function wordWrittenBy(event: Pick<CountedEvent, "kind" | "word" | "playerId" | "botName">): Writer | null {
  if (!KIND_EFFECT[event.kind].writesWord || event.word === null) return null;
  if (event.playerId !== null) return { playerId: event.playerId };
  return event.botName !== null ? "bot" : "nobody";
}

/** A card as an event leaves it (KIND_EFFECT: a word-giving kind sets its word, a move sets whether it is in the deck). */
export function afterEvent<T extends { word: string | null; status: CardStatus }>(card: T, event: Pick<CountedEvent, "kind" | "word">): T {
  const effect = KIND_EFFECT[event.kind];
  return { ...card, word: effect.writesWord ? event.word : card.word, status: effect.status ?? card.status };
}

/** One count a game adds to: snaps won by a seat, or right shouts of a call, in a kind of game. */
export interface GameFigure {
  what: "snap" | "shout";
  /** A screen or online game's kind (ScreenGameSetup's `game`, "legacy" when absent), or "companion" for a table session. */
  kind: string;
  /** The seat's id (a person's seat is their deck player's id), or the call as shouted. */
  key: string;
  n: number;
}

/** A count as a record keeps it: a whole number from 0 (a damaged record's other values count nothing). */
const recordedCount = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 1e9 ? value : null);
const entriesOf = (value: unknown): [string, unknown][] => (typeof value === "object" && value !== null && !Array.isArray(value) ? Object.entries(value) : []);
const field = (value: unknown, name: string): unknown => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined);

/**
 * What a screen or online game has added up to so far: its result once it has one (finished or
 * ended), else its checkpoint's result, which every recorded batch of moves rewrites in the same
 * statement as it appends them (record-actions.ts, the online plain move writer).
 */
export function resultSoFar(game: { result: unknown; checkpoint: unknown }): unknown {
  return game.result ?? field(game.checkpoint, "result") ?? null;
}

/** A screen or online game's figures: snaps won per seat, and (Snap Legacy's shouts are the deck's words) right shouts per call. */
export function screenGameFigures(setup: unknown, soFar: unknown): GameFigure[] {
  const kind = typeof field(setup, "game") === "string" ? (field(setup, "game") as string) : "legacy";
  const figures: GameFigure[] = [];
  for (const [key, value] of entriesOf(field(soFar, "snapsWon"))) {
    const n = recordedCount(value);
    if (n) figures.push({ what: "snap", kind, key, n });
  }
  if (kind === "legacy") {
    for (const [key, value] of entriesOf(field(soFar, "rightShouts"))) {
      const n = recordedCount(value);
      if (n) figures.push({ what: "shout", kind, key, n });
    }
  }
  return figures;
}

/** The table companion's record of one session: its snaps, and undos naming the snap they take back by index. */
export interface StoredTableAction {
  index: number;
  action: unknown;
}

/** The snaps of a session taken back by an undo (the one place an undo is read: the ledger and the counts ask here). */
export function undoneSnaps(actions: readonly StoredTableAction[]): Set<number> {
  const undone = new Set<number>();
  for (const { action } of actions) {
    const of = field(action, "of");
    if (field(action, "type") === "undo" && typeof of === "number") undone.add(of);
  }
  return undone;
}

/** A table session's figures: each snap recorded and not undone, one for its winner and one for its call when a word was called. */
export function tableSessionFigures(actions: readonly StoredTableAction[]): GameFigure[] {
  const undone = undoneSnaps(actions);
  const figures: GameFigure[] = [];
  for (const { index, action } of actions) {
    if (field(action, "type") !== "tableSnap" || undone.has(index)) continue;
    const winner = field(action, "winnerPlayerId");
    if (typeof winner === "string") figures.push({ what: "snap", kind: "companion", key: winner, n: 1 });
    const call = field(action, "call");
    const word = field(call, "word");
    if (field(call, "kind") === "word" && typeof word === "string") figures.push({ what: "shout", kind: "companion", key: word, n: 1 });
  }
  return figures;
}

/** A game as it is stored: a table session counts its actions, a screen or online game its result so far. */
export interface StoredGame {
  id: string;
  mode: "SCREEN" | "ONLINE" | "TABLE";
  setup: unknown;
  result: unknown;
  checkpoint: unknown;
  /** A table session's actions (a screen or online game's are not needed: its checkpoint sums them up). */
  actions?: readonly StoredTableAction[];
}

export function gameFigures(game: StoredGame): GameFigure[] {
  return game.mode === "TABLE" ? tableSessionFigures(game.actions ?? []) : screenGameFigures(game.setup, resultSoFar(game));
}

/** A right shout counted as the word the deck's cards carry (spellings together); plain "snap" is not a word (null). */
export function shoutedWord(call: string): string | null {
  const word = normaliseWord(call);
  return word === "" || normaliseShout(word) === "snap" ? null : word;
}

/** Cards with a word and blank cards in the deck at the end of a day (of the deck's zone) with events. */
export interface DayFigures {
  day: string;
  words: number;
  blank: number;
}

export interface HistoryCounts {
  /** The cards as the history leaves them. */
  cards: CardFigures;
  /** Every day with events, in the order they come. */
  days: DayFigures[];
  wordsByPlayer: Map<string, number>;
  botWords: number;
  unnamedWords: number;
  /** Snaps won, by kind of game and seat. */
  snapsWon: Map<string, Map<string, number>>;
  /** Right shouts of each word (shoutedWord), over every kind of game that counts them. */
  shouts: Map<string, number>;
}

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * Every count, by the plain replay of a history: the deck's cards from blank and in the deck (a card
 * missing when its deck was made has a lost event of its own), then its events in order, then each
 * game's figures. Each event changes the cards with a word and the blank cards in the deck by the
 * difference it makes to its card; a day's figures (the deck's days: each event's instant in
 * `timeZone`) are the changes of every event on or before it, for each day with events.
 */
export function replayCounts(history: { cardIds: readonly string[]; events: readonly CountedEvent[]; games: readonly StoredGame[]; timeZone: string }): HistoryCounts {
  const cards = new Map(history.cardIds.map((id) => [id, { word: null as string | null, status: "IN_DECK" as CardStatus }]));
  const counts: HistoryCounts = { cards: cardFigures(cards.values()), days: [], wordsByPlayer: new Map(), botWords: 0, unnamedWords: 0, snapsWon: new Map(), shouts: new Map() };
  const changes = new Map<string, { words: number; blank: number }>();
  for (const event of history.events) {
    const card = cards.get(event.cardId);
    if (!card) throw new Error(`An event is about card ${event.cardId}, which is not one of the deck's cards.`);
    const after = afterEvent(card, event);
    cards.set(event.cardId, after);
    const [was, is] = [cardFigures([card]), cardFigures([after])];
    const day = calendarDayIn(event.createdAt, history.timeZone);
    const change = changes.get(day) ?? { words: 0, blank: 0 };
    changes.set(day, { words: change.words + is.words - was.words, blank: change.blank + is.blank - was.blank });
    const writer = wordWrittenBy(event);
    if (writer === "bot") counts.botWords++;
    else if (writer === "nobody") counts.unnamedWords++;
    else if (writer) add(counts.wordsByPlayer, writer.playerId, 1);
  }
  let running = cardFigures(history.cardIds.map(() => ({ word: null, status: "IN_DECK" })));
  for (const day of [...changes.keys()].sort()) {
    running = { ...running, words: running.words + changes.get(day)!.words, blank: running.blank + changes.get(day)!.blank };
    counts.days.push({ day, words: running.words, blank: running.blank });
  }
  counts.cards = cardFigures(cards.values());
  for (const game of history.games) {
    for (const figure of gameFigures(game)) {
      if (figure.what === "snap") {
        const seats = counts.snapsWon.get(figure.kind) ?? new Map<string, number>();
        counts.snapsWon.set(figure.kind, add(seats, figure.key, figure.n));
      } else {
        const word = shoutedWord(figure.key);
        if (word !== null) add(counts.shouts, word, figure.n);
      }
    }
  }
  return counts;
}
