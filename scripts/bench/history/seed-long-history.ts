// A deck kept for years, for the history benchmark (not a benchmark itself: scripts/bench.ts runs only
// the files directly in scripts/bench/). Its history is made the way the app would make it, so every
// view has real work to do and agrees with the cards: four players (one archived at the end), games
// of every mode with their results and actions, won snaps writing on blank cards, corrections (to
// other words and to blank), cards lost, found and replaced, spread over three years. Its games are
// real records (an import replays them): each screen and online game is the same short game of the
// four players, played through the rules; each table session records its snaps.
import { randomUUID } from "node:crypto";
import { foldWord, normaliseWord } from "../../../lib/cards/normalise";
import { db } from "../../../lib/db/client";
import { createDeck } from "../../../lib/decks/create-deck";
import type { CreateDeckInput } from "../../../lib/decks/schemas";
import type { WordEventKind } from "../../../lib/generated/prisma/enums";
import { summarise, type GameResult } from "../../../lib/games/screen/replay-game";
import { openingStep, rulesFor, type ScreenGameSetup } from "../../../lib/games/screen/setup";
import { DEFAULT_FALSE_START_MS, DEFAULT_TIE_WINDOW_MS, playBotGame, type GameAction } from "../../../lib/rules";

const PLAYERS = [
  { name: "Ann", colour: "#b42318" },
  { name: "Ben", colour: "#1d4ed8" },
  { name: "Cleo", colour: "#6d28d9" },
  { name: "Dad", colour: "#1d5c3f" },
];
const STEMS = ["teapot", "kettle", "banana", "rocket", "moose", "pickle", "lantern", "biscuit", "marble", "otter", "tulip", "pirate"];
const ACCENTED = ["Café", "Crème", "Brûlée", "Señor", "Piñata", "Fiancé", "Éclair", "Naïve"];
/** Events per game; between games come corrections and card changes outside any game. */
const EVENTS_PER_GAME = 50;
/** Cards turned in each screen and online game: about 100 moves. */
const TURNS_PER_GAME = 60;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const SPAN_MS = 3 * 365 * 24 * 3600 * 1000;

interface SeededGame {
  id: string;
  mode: "SCREEN" | "TABLE" | "ONLINE";
  createdAt: Date;
  /** Each won snap: its winner and the word written. */
  won: { playerId: string; cardId: string; word: string }[];
}

interface CardState {
  id: string;
  word: string | null;
  status: "IN_DECK" | "MISSING";
}

interface Row {
  seq: number;
  cardId: string;
  kind: WordEventKind;
  word: string | null;
  previousWord: string | null;
  playerId: string | null;
  gameId: string | null;
  reason: string | null;
  createdAt: Date;
}

/** A small deterministic generator, so every run seeds the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LongHistory {
  deckId: string;
  players: { id: string; name: string }[];
  gameIds: string[];
  events: number;
}

/** The largest deck the forms allow: 26 sets of 8 matching cards (208 cards). */
export const LARGEST_COMPOSITION: CreateDeckInput["composition"] = {
  kind: "custom",
  sets: Array.from({ length: 26 }, (_, i) => ({ label: `Set ${String.fromCharCode(65 + i)}`, colour: PLAYERS[i % PLAYERS.length]!.colour })),
  cardsPerSet: 8,
};

/** Seeds a deck (52 standard cards unless told) with `events` history events (and its games), owned by the user. */
export async function seedLongHistory(
  userId: string,
  events: number,
  composition: CreateDeckInput["composition"] = { kind: "standard", missing: [] },
): Promise<LongHistory> {
  const { deckId } = await createDeck(userId, {
    requestKey: randomUUID(),
    name: "Long Deck",
    composition,
    players: PLAYERS,
    start: "existing",
  });
  const cards: CardState[] = (await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } })).map((c) => ({ id: c.id, word: null, status: "IN_DECK" }));
  const players = await db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, name: true } });
  const next = random(11);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const aWord = () => (next() < 0.1 ? pick(ACCENTED) : `${pick(STEMS)}${Math.floor(next() * 250)}`);

  const rows: Row[] = [];
  const games: SeededGame[] = [];
  let game: SeededGame | null = null;
  for (let seq = 1; seq <= events; seq++) {
    const createdAt = new Date(FIRST_DAY + Math.floor((seq / events) * SPAN_MS));
    if (seq % EVENTS_PER_GAME === 1) {
      const roll = next();
      game = { id: randomUUID(), mode: roll < 0.7 ? "SCREEN" : roll < 0.9 ? "TABLE" : "ONLINE", createdAt, won: [] };
      games.push(game);
    }
    // Most events of a game's stretch are its won snaps; the rest are made between games.
    const inGame = seq % EVENTS_PER_GAME < EVENTS_PER_GAME * 0.6;
    const blank = cards.filter((c) => c.status === "IN_DECK" && c.word === null);
    const card = inGame && blank.length > 0 ? pick(blank) : pick(cards);
    const player = pick(players).id;
    const row: Row = { seq, cardId: card.id, kind: "CORRECTION", word: null, previousWord: null, playerId: null, gameId: null, reason: null, createdAt };
    if (card.status === "MISSING") {
      row.kind = next() < 0.5 ? "CARD_FOUND" : "CARD_REPLACED";
      card.status = "IN_DECK";
      row.word = card.word;
    } else if (card.word === null && inGame && game) {
      row.kind = "WON_SNAP";
      row.word = aWord();
      row.playerId = player;
      row.gameId = game.id;
      game.won.push({ playerId: player, cardId: card.id, word: row.word });
    } else {
      const roll = next();
      if (card.word === null && roll < 0.5) {
        row.kind = "IMPORT";
        row.word = aWord();
        row.playerId = player;
      } else if (roll < 0.55) {
        // A correction: a word rubbed off (to blank), or written differently (a blank card gets one).
        row.kind = "CORRECTION";
        row.previousWord = card.word;
        row.word = card.word !== null && roll < 0.35 ? null : aWord();
        row.playerId = player;
        row.reason = row.word === null ? "Rubbed off" : "Spelt differently on the real card";
      } else if (roll < 0.85) {
        row.kind = "CARD_LOST";
        card.status = "MISSING";
        row.word = card.word;
        row.reason = "Under the sofa";
      } else {
        row.kind = "CARD_REPLACED";
        row.word = card.word;
        row.reason = "Bent";
      }
    }
    if (row.kind === "CORRECTION" || row.kind === "WON_SNAP" || row.kind === "IMPORT") card.word = row.word;
    rows.push(row);
  }

  const deck = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  await insertGames(deckId, userId, games, playedGame(deck, players));
  await insertEvents(deckId, userId, rows);
  for (const [position, card] of cards.entries()) {
    const updatedSeq = rows.findLast((r) => r.cardId === card.id)?.seq ?? 0;
    await db.card.update({
      where: { deckId_position: { deckId, position } },
      data: { word: card.word, wordNormalised: card.word === null ? null : normaliseWord(card.word), status: card.status, updatedSeq },
    });
  }
  await db.deck.update({ where: { id: deckId }, data: { historySeq: events } });
  await db.player.update({ where: { id: players[3]!.id }, data: { archivedAt: new Date(FIRST_DAY + SPAN_MS) } });
  await db.$executeRawUnsafe(`ANALYZE "word_events"`);
  await db.$executeRawUnsafe(`ANALYZE "games"`);
  await db.$executeRawUnsafe(`ANALYZE "game_actions"`);
  return { deckId, players, gameIds: games.map((g) => g.id), events };
}

const BATCH = 10_000;

/** The events, by the database itself from arrays (10,000 at a time), as appendEvents writes them. */
async function insertEvents(deckId: string, userId: string, rows: Row[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db.$executeRaw`
      INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "wordNormalised", "wordFolded", "previousWord", "playerId", "gameId", "reason", "recordedById", "requestKey", "createdAt")
      SELECT gen_random_uuid()::text, ${deckId}, e.seq, e.card, e.kind::"WordEventKind", e.word, e.normalised, e.folded, e.previous, e.player, e.game, e.reason, ${userId}, 'bench-' || e.seq, e.at
      FROM unnest(${batch.map((r) => r.seq)}::int[], ${batch.map((r) => r.cardId)}::text[], ${batch.map((r) => r.kind)}::text[],
                  ${batch.map((r) => r.word)}::text[], ${batch.map((r) => (r.word === null ? null : normaliseWord(r.word)))}::text[],
                  ${batch.map((r) => (r.word === null ? null : foldWord(r.word)))}::text[], ${batch.map((r) => r.previousWord)}::text[],
                  ${batch.map((r) => r.playerId)}::text[], ${batch.map((r) => r.gameId)}::text[], ${batch.map((r) => r.reason)}::text[],
                  ${batch.map((r) => r.createdAt)}::timestamp[])
        AS e(seq, card, kind, word, normalised, folded, previous, player, game, reason, at)`;
  }
}

/** The short Snap Legacy game every screen and online game of the history is: the four players, bots playing for them, through the rules. */
function playedGame(cards: { id: string; rank: string; suit: string | null }[], players: { id: string; name: string }[]): { setup: ScreenGameSetup; actions: GameAction[]; result: GameResult } {
  const setup: ScreenGameSetup = {
    game: "legacy",
    seats: players.map((p, i) => ({ id: p.id, name: p.name, colour: PLAYERS[i]!.colour, kind: "person" })),
    deck: cards.map((c) => ({ id: c.id, rank: c.rank, suit: c.suit ?? "", word: null })),
    seed: 11,
    matchSuits: false,
    timeLimitMs: null,
    turnLimit: TURNS_PER_GAME,
    tieWindowMs: DEFAULT_TIE_WINDOW_MS,
    falseStartMs: DEFAULT_FALSE_START_MS,
    matchesStay: true,
    calledPilesStay: true,
    classic: null,
  };
  const bots = Object.fromEntries(players.map((p) => [p.id, { pace: "normal" as const, mistakeRate: 0.1, seed: p.id }]));
  const played = playBotGame(rulesFor(setup), openingStep(setup), bots);
  return { setup, actions: played.actions, result: summarise(played.events) };
}

/** The games, over; screen and online ones with the played game's setup, moves and result, table ones with their recorded snaps. */
async function insertGames(deckId: string, userId: string, games: SeededGame[], played: ReturnType<typeof playedGame>) {
  await db.game.createMany({
    data: games.map((g) => ({
      id: g.id,
      deckId,
      mode: g.mode,
      status: "OVER" as const,
      setup: g.mode === "TABLE" ? { players: played.setup.seats.map((s) => s.id), matchSuits: false } : (played.setup as object),
      actionCount: g.mode === "TABLE" ? g.won.length : played.actions.length,
      result: g.mode === "TABLE" ? { snaps: g.won.length, words: g.won.length } : (played.result as object),
      creationKey: randomUUID(),
      createdById: userId,
      createdAt: g.createdAt,
      endedAt: new Date(g.createdAt.getTime() + 20 * 60_000),
    })),
  });
  const onScreen = games.filter((g) => g.mode !== "TABLE");
  for (let start = 0; start < onScreen.length; start += 100) {
    const batch = onScreen.slice(start, start + 100);
    await db.$executeRaw`
      INSERT INTO "game_actions" ("gameId", "index", "action", "createdAt")
      SELECT g.id, a.position - 1, a.action, g.at
      FROM unnest(${batch.map((g) => g.id)}::text[], ${batch.map((g) => g.createdAt)}::timestamp[]) AS g(id, at),
           jsonb_array_elements(${JSON.stringify(played.actions)}::jsonb) WITH ORDINALITY AS a(action, position)`;
  }
  // A table snap is of two cards: the one written on, and another of the deck.
  const other = (cardId: string) => played.setup.deck[(played.setup.deck.findIndex((c) => c.id === cardId) + 1) % played.setup.deck.length]!.id;
  await db.gameAction.createMany({
    data: games
      .filter((g) => g.mode === "TABLE")
      .flatMap((g) =>
        g.won.map((snap, index) => ({
          gameId: g.id,
          index,
          createdAt: g.createdAt,
          action: {
            type: "tableSnap",
            requestKey: randomUUID(),
            snap: index + 1,
            winnerPlayerId: snap.playerId,
            onTableCardId: snap.cardId,
            justPlayedCardId: other(snap.cardId),
            words: [{ cardId: snap.cardId, word: snap.word }],
            call: { kind: "word", word: snap.word },
          },
        })),
      ),
  });
}
