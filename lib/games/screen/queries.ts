import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import type { Game } from "@/lib/generated/prisma/client";
import { gameLife, type LabelledGame } from "@/lib/history/game-label";
import type { EndReason } from "@/lib/rules";
import { CLASSIC_VARIANT_NAMES, classicVariantOf, GAME_NAMES } from "../game-choices";
import { recordedActions } from "../recorded-actions";
import { DAMAGED_GAME, readStored, replayStored, unlessDamaged } from "../stored-game";
import { tableResultSchema } from "../table/ledger";
import { tableSetupSchema } from "../table/setup";
import { checkpointAfter, gameResultSchema, type GameCheckpoint } from "./replay-game";
import { screenGameSetupSchema } from "./setup";

/**
 * A screen game with everything needed to carry it on on the player's screen: the game as its
 * recorded moves left it (its checkpoint, which is written with the moves, so it is exact; games
 * recorded before checkpoints were kept are replayed once) and how many moves that is.
 */
export async function screenGame(userId: string, deckId: string, gameId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const game = await db.game.findFirst({ where: { id: gameId, deckId, mode: "SCREEN" } });
  if (!game) throw notFound("That game");
  const setup = readStored(screenGameSetupSchema, game.setup);
  const stored = game.checkpoint as GameCheckpoint | null;
  const actions = stored ? [] : await recordedActions(db, deckId, gameId);
  // A game recorded before checkpoints were kept (or imported) replays its moves from the deal once.
  const now = stored ?? replayStored(() => checkpointAfter(setup, actions));
  return { game, role, setup, now, actionCount: game.actionCount };
}

/** How many of its games, newest first, the deck page lists (the history's games page lists them all). */
export const DECK_PAGE_GAMES = 3;

/** One line of the deck page's games list (named and told by lib/history/game-label.ts). */
export interface GameSummary extends LabelledGame {
  id: string;
  mode: Game["mode"];
  status: Game["status"];
  createdAt: Date;
  /** How it ended, once it has (screen and online games). */
  endReason: EndReason | null;
  /** Which game it was, as the chooser names it ("Classic Snap (Animals)", "At the table"). */
  game: string;
  players: string[];
  winners: string[];
  /** Irish Snap: the last player holding cards. */
  loser: string | null;
  /** Cards turned so far (screen games). */
  cardsTurned: number | null;
  /** How long it was played, so far while it goes on (screen games: the game's own clock, pauses
   *  left out; table sessions: from the start to the end or the latest snap). */
  durationMs: number | null;
  wordsWritten: number;
  /** An online game's room (where it is carried on), or null. */
  roomId: string | null;
  /** Said in the game's place when its stored record is damaged (and the rest of the summary is empty). */
  problem: string | null;
}

/** The deck page's lines about games already read (the reader checks the user may see the deck);
 *  each game's life as it stands at `now`. */
export function gameSummaries(games: (Game & { room?: { id: string } | null })[], deckPlayers: { id: string; name: string }[], now: Date = new Date()): GameSummary[] {
  return games.map((g) => {
    const summary = unlessDamaged(() => (g.mode === "TABLE" ? tableSummary(g, deckPlayers) : g.mode === "ONLINE" ? onlineSummary(g) : screenSummary(g))) ?? damagedSummary(g);
    return { ...summary, life: gameLife({ status: g.status, endReason: summary.endReason, createdAt: g.createdAt, lastMoveAt: g.lastMoveAt }, now) };
  });
}

type SummaryOf = Omit<GameSummary, "life">;

/** A game whose stored record its schemas refuse: named by its mode and date, with the plain message. */
function damagedSummary(g: Game): SummaryOf {
  return {
    ...common(g),
    game: g.mode === "TABLE" ? "At the table" : g.mode === "ONLINE" ? "A game online" : "A game on screen",
    players: [],
    people: [],
    bots: 0,
    winners: [],
    loser: null,
    mostCardsLose: false,
    endReason: null,
    cardsTurned: null,
    durationMs: null,
    wordsWritten: 0,
    problem: DAMAGED_GAME,
  };
}

/** An online game: a screen game played in a room, each player on their own device. */
function onlineSummary(g: Game & { room?: { id: string } | null }): SummaryOf {
  const summary = screenSummary(g);
  return { ...summary, game: `${summary.game}, online`, roomId: g.room?.id ?? null };
}

/** Games played on screens, one device or online: the same setup, moves and result. */
function screenSummary(g: Game): SummaryOf {
  const setup = readStored(screenGameSetupSchema, g.setup);
  const seats = setup.seats;
  const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const result = readStored(gameResultSchema.nullable(), g.result);
  const state = (g.checkpoint as GameCheckpoint | null)?.state;
  const kind = setup.game;
  return {
    ...common(g),
    game: kind === "classic" && setup.classic ? `${GAME_NAMES.classic} (${CLASSIC_VARIANT_NAMES[classicVariantOf(setup.classic)]})` : GAME_NAMES[kind],
    players: seats.map((s) => s.name),
    people: seats.filter((s) => s.kind === "person").map((s) => s.name),
    bots: seats.filter((s) => s.kind === "bot").length,
    winners: (result?.winners ?? []).map(name),
    loser: result?.loser ? name(result.loser) : null,
    mostCardsLose: kind === "irish",
    endReason: result?.endReason ?? null,
    cardsTurned: state?.turns ?? null,
    durationMs: state && state.nowMs > 0 ? state.nowMs : null,
    wordsWritten: result?.wordsWritten.length ?? 0,
  };
}

/** A table companion session: the deck's players who sat at it, and the words its snaps wrote. */
function tableSummary(g: Game, deckPlayers: { id: string; name: string }[]): SummaryOf {
  const setup = readStored(tableSetupSchema, g.setup);
  const result = readStored(tableResultSchema.nullable(), g.result);
  const players = setup.players.map((id) => deckPlayers.find((p) => p.id === id)?.name ?? "A former player");
  const lastSeen = g.endedAt ?? g.lastMoveAt;
  return {
    ...common(g),
    game: "At the table",
    players,
    people: players,
    bots: 0,
    winners: [],
    loser: null,
    mostCardsLose: false,
    endReason: null,
    cardsTurned: null,
    durationMs: lastSeen ? lastSeen.getTime() - g.createdAt.getTime() : null,
    wordsWritten: result?.words ?? 0,
  };
}

const common = (g: Game) => ({ id: g.id, number: g.number, mode: g.mode, status: g.status, createdAt: g.createdAt, roomId: null, problem: null });
