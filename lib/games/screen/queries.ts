import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import type { Game } from "@/lib/generated/prisma/client";
import { checkpointAfter, type GameCheckpoint, type GameResult } from "./replay-game";
import { CLASSIC_VARIANT_NAMES, classicVariantOf, GAME_NAMES } from "../game-choices";
import { recordedActions } from "../recorded-actions";
import { tableSetupSchema } from "../table/setup";
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
  const setup = screenGameSetupSchema.parse(game.setup);
  const now = (game.checkpoint as GameCheckpoint | null) ?? checkpointAfter(setup, await recordedActions(db, deckId, gameId));
  return { game, role, setup, now, actionCount: game.actionCount };
}

/** How many of its games, newest first, the deck page lists. */
export const DECK_PAGE_GAMES = 20;

/** One line of the deck page's games list. */
export interface GameSummary {
  id: string;
  mode: Game["mode"];
  status: Game["status"];
  createdAt: Date;
  /** Which game it was, as the chooser names it ("Classic Snap (Animals)", "At the table"). */
  game: string;
  players: string[];
  winners: string[];
  /** Irish Snap: the last player holding cards. */
  loser: string | null;
  /** Cards turned so far (screen games). */
  cardsTurned: number | null;
  /** How long it was played, once it has ended (screen games: the game's own clock, pauses left out). */
  durationMs: number | null;
  wordsWritten: number;
  /** An online game's room (where it is carried on), or null. */
  roomId: string | null;
}

/** The deck page's lines about games already read (the reader checks the user may see the deck). */
export function gameSummaries(games: (Game & { room?: { id: string } | null })[], deckPlayers: { id: string; name: string }[]): GameSummary[] {
  return games.map((g) => (g.mode === "TABLE" ? tableSummary(g, deckPlayers) : g.mode === "ONLINE" ? onlineSummary(g) : screenSummary(g)));
}

/** An online game: a screen game played in a room, each player on their own device. */
function onlineSummary(g: Game & { room?: { id: string } | null }): GameSummary {
  const summary = screenSummary(g);
  return { ...summary, game: `${summary.game}, online`, roomId: g.room?.id ?? null };
}

/** Games played on screens, one device or online: the same setup, moves and result. */
function screenSummary(g: Game): GameSummary {
  const parsed = screenGameSetupSchema.safeParse(g.setup);
  const setup = parsed.success ? parsed.data : null;
  const seats = setup?.seats ?? [];
  const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const result = g.result as GameResult | null;
  const state = (g.checkpoint as GameCheckpoint | null)?.state;
  const kind = setup?.game ?? "legacy";
  return {
    ...common(g),
    game: kind === "classic" && setup?.classic ? `${GAME_NAMES.classic} (${CLASSIC_VARIANT_NAMES[classicVariantOf(setup.classic)]})` : GAME_NAMES[kind],
    players: seats.map((s) => s.name),
    winners: (result?.winners ?? []).map(name),
    loser: result?.loser ? name(result.loser) : null,
    cardsTurned: state?.turns ?? null,
    durationMs: g.status === "OVER" && state ? state.nowMs : null,
    wordsWritten: result?.wordsWritten.length ?? 0,
  };
}

/** A table companion session: the deck's players who sat at it, and the words its snaps wrote. */
function tableSummary(g: Game, deckPlayers: { id: string; name: string }[]): GameSummary {
  const setup = tableSetupSchema.safeParse(g.setup);
  const result = g.result as { words?: number } | null;
  return {
    ...common(g),
    game: "At the table",
    players: (setup.success ? setup.data.players : []).map((id) => deckPlayers.find((p) => p.id === id)?.name ?? "A former player"),
    winners: [],
    loser: null,
    cardsTurned: null,
    durationMs: g.endedAt ? g.endedAt.getTime() - g.createdAt.getTime() : null,
    wordsWritten: result?.words ?? 0,
  };
}

const common = (g: Game) => ({ id: g.id, mode: g.mode, status: g.status, createdAt: g.createdAt, roomId: null });
