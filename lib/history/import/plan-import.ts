import { randomUUID } from "node:crypto";
import { foldWord, normaliseWord } from "@/lib/cards/normalise";
import { exportedEventBot } from "@/lib/history/export/event-bot";
import { pictureEventKind } from "@/lib/designs/picture-change-kind";
import type { DesignEventKind } from "@/lib/generated/prisma/enums";
import type { DeckExport } from "@/lib/history/export/schema";
import { checkPictureFiles } from "./check-design";
import { checkExportConsistency } from "./check-export-consistency";
import { eventWordNormalised } from "./event-word";
import { screenGameReferences, setupDealReferences, tableGameReferences, type References } from "./game-references";
import { parseDeckExport } from "./parse-deck-export";

/** Moves and prints per insert statement. */
const ROWS_PER_BATCH = 5000;
/**
 * Events per insert statement: 100,000 events are 100 statements. An event costs its tallies'
 * triggers more than a move costs (about 0.12 ms against 0.015 ms here), and the import rests as
 * long as each statement took (rest-after.ts): a thousand keeps each statement, and so the longest
 * a request's query can wait behind one, near a tenth of a second.
 */
const EVENTS_PER_BATCH = 1000;
/** Games per insert statement (each carries its setup, with the deck as dealt: a few kilobytes; each is numbered by a trigger). */
const GAMES_PER_BATCH = 100;

/**
 * An export, checked, as the rows the import writes: everything with its new id (references
 * rewritten through the same walk that checked them), the long parts (games, their moves, the
 * events, prints) as JSON text a batch at a time, which PostgreSQL reads itself, so the rows are
 * not built one by one as objects. Made and written in the import worker (write-import.ts).
 */
export interface ImportPlan {
  deck: {
    id: string;
    name: string;
    kind: DeckExport["deck"]["kind"];
    stage: DeckExport["deck"]["stage"];
    design: DeckExport["deck"]["design"];
    setupDeal: DeckExport["deck"]["setupDeal"];
    historySeq: number;
    designSeq: number;
    lookSeq: number;
    wordsInFont: boolean;
    createdAt: string;
    /** The deck's time zone, when the file names one. */
    timeZone: string | undefined;
  };
  players: { id: string; name: string; colour: string; position: number; archivedAt: string | null; createdAt: string }[];
  cards: {
    id: string;
    position: number;
    code: string;
    rank: string;
    suit: string | null;
    colour: string | null;
    status: "IN_DECK" | "MISSING";
    word: string | null;
    wordNormalised: string | null;
    updatedSeq: number;
    artId: string | null;
    designSeq: number;
  }[];
  /** JSON arrays of game rows: id, mode, status, setup, result, actionCount, createdAt, endedAt, and their place in the file. */
  games: string[];
  /** JSON arrays of moves: gameId, index, action, createdAt. */
  actions: string[];
  /** JSON arrays of events, with the columns appendEvents fills (lib/decks/history.ts), who recorded them by name and their hand (or null). */
  events: string[];
  /** JSON arrays of prints: printedBy, printedAt, historySeq, designSeq, cardIds, cardCount, pageCount, options. */
  prints: string[];
  backImage: DeckExport["backImage"];
  /** The crops, with their new ids; their pictures are named by sha256 (`pictures`). */
  arts: (Omit<DeckExport["arts"][number], "id"> & { id: string })[];
  /** The design story's rows (one per card a picture change touched, one for a change of look), with new ids. */
  designEvents: {
    seq: number;
    kind: DesignEventKind;
    cardId: string | null;
    artId: string | null;
    setLabel: string | null;
    summary: string | null;
    recordedByName: string;
    createdAt: string;
  }[];
  /** Every picture file by sha256: its name in the .zip and its bytes as the upload brought them (checked by checked-pictures.ts before anything is written). */
  pictures: Map<string, { file: string; bytes: Uint8Array }>;
  formerMembers: string[];
  counts: { events: number; games: number; moves: number };
}

/**
 * What each card's picture change was, replayed in the file's order: a new crop of the picture the
 * card already showed is a moved crop (lib/designs/picture-change-kind.ts), as where the deck was
 * recorded; the export says what was asked.
 */
function designKinds(file: DeckExport) {
  const pictureOf = new Map(file.arts.map((art) => [art.id, art.picture]));
  const shown = new Map<string, string | null>();
  return (event: DeckExport["designEvents"][number], cardId: string): DesignEventKind => {
    if (event.kind === "LOOK_CHANGED") return event.kind;
    const picture = event.artId === null ? null : (pictureOf.get(event.artId) ?? null);
    const kind = pictureEventKind(event.kind, shown.get(cardId) ?? null, picture);
    shown.set(cardId, picture);
    return kind;
  };
}

function batches<T>(rows: readonly T[], size: number, row: (item: T, index: number) => unknown): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(JSON.stringify(rows.slice(i, i + size).map((item, j) => row(item, i + j))));
  return out;
}

/**
 * A new id for each of these, in the same order as they are: the rules break a tie between shouts
 * of the same reaction time by the seats' ids (lib/rules/shouts.ts), so a game carried on or
 * replayed after an import breaks every tie as it did before it.
 */
export function orderKeepingIds(ids: readonly string[]): Map<string, string> {
  const fresh = ids.map(() => randomUUID()).sort();
  return new Map([...ids].sort().map((id, i) => [id, fresh[i]!]));
}

/**
 * Reads, checks and plans an import of the export `text` by `importerId` (whose account records
 * what the source server's accounts recorded), with the picture files of its .zip (`zipped`, by
 * their names there; null for a JSON file alone). Refuses (DeckError 400, nothing planned) a file
 * that isn't a deck as the app keeps one.
 */
export function planImport(text: string, importerId: string, zipped: ReadonlyMap<string, Uint8Array> | null = null): ImportPlan {
  const { file, inlinePictures } = parseDeckExport(text);
  checkExportConsistency(file);
  const files = new Map([...inlinePictures, ...(zipped ?? [])]);
  checkPictureFiles(file, files, zipped !== null);

  const newIds = orderKeepingIds([...file.cards, ...file.players, ...file.games, ...file.arts].map((thing) => thing.id));
  // Every reference was checked to name one of the file's own cards, players or games just above.
  const renamed = (id: string) => newIds.get(id)!;
  const kindOnCard = designKinds(file);
  const refs: References = { card: renamed, player: renamed, recorder: (id) => (id === undefined ? undefined : importerId) };
  const deckId = randomUUID();

  const games = file.games.map((game, g) => {
    const at = `games[${g}]`;
    const named = game.mode === "TABLE" ? { ...tableGameReferences(game, at, refs), result: game.result } : screenGameReferences(game, at, refs);
    return { ...game, ...named, id: renamed(game.id) };
  });
  const moves = games.flatMap((game) => game.actions.map((action) => ({ gameId: game.id, ...action })));

  return {
    deck: {
      id: deckId,
      name: file.deck.name,
      kind: file.deck.kind,
      stage: file.deck.stage,
      design: file.deck.design,
      setupDeal: file.deck.setupDeal && setupDealReferences(file.deck.setupDeal, refs),
      historySeq: file.deck.historySeq,
      designSeq: file.deck.designSeq,
      lookSeq: file.deck.lookSeq,
      wordsInFont: file.deck.wordsInFont ?? false,
      createdAt: file.deck.createdAt,
      timeZone: file.deck.timeZone,
    },
    players: file.players.map((p) => ({ ...p, id: renamed(p.id) })),
    cards: file.cards.map((c) => ({ ...c, id: renamed(c.id), artId: c.artId === null ? null : renamed(c.artId), wordNormalised: c.word === null ? null : normaliseWord(c.word) })),
    games: batches(games, GAMES_PER_BATCH, (g, i) => ({
      id: g.id,
      mode: g.mode,
      status: g.status,
      setup: g.setup,
      result: g.result,
      actionCount: g.actionCount,
      createdAt: g.createdAt,
      endedAt: g.endedAt,
      place: i,
    })),
    actions: batches(moves, ROWS_PER_BATCH, (a) => a),
    events: batches(file.events, EVENTS_PER_BATCH, (e) => ({
      seq: e.seq,
      cardId: renamed(e.cardId),
      kind: e.kind,
      word: e.word,
      wordNormalised: eventWordNormalised(e),
      wordFolded: e.word === null ? null : foldWord(e.word),
      previousWord: e.previousWord,
      playerId: e.playerId === null ? null : renamed(e.playerId),
      ...exportedEventBot(e),
      recordedByName: e.recordedBy,
      gameId: e.gameId === null ? null : renamed(e.gameId),
      snapRef: e.snapRef,
      reason: e.reason,
      createdAt: e.createdAt,
      hand: e.hand ?? null,
    })),
    prints: batches(file.prints, ROWS_PER_BATCH, (p) => ({ ...p, cardIds: p.cardIds.map(renamed) })),
    backImage: file.backImage,
    arts: file.arts.map((art) => ({ ...art, id: renamed(art.id) })),
    designEvents: file.designEvents.flatMap((event) =>
      (event.kind === "LOOK_CHANGED" ? [null] : event.cardIds).map((cardId) => ({
        seq: event.seq,
        kind: cardId === null ? event.kind : kindOnCard(event, cardId),
        cardId: cardId === null ? null : renamed(cardId),
        artId: event.artId === null ? null : renamed(event.artId),
        setLabel: event.setLabel,
        summary: event.summary,
        recordedByName: event.recordedBy,
        createdAt: event.createdAt,
      })),
    ),
    pictures: new Map(file.pictures.map((p) => [p.sha256, { file: p.file, bytes: files.get(p.file)! }])),
    formerMembers: file.members.map((m) => m.name),
    counts: { events: file.events.length, games: file.games.length, moves: moves.length },
  };
}
