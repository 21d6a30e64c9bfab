import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { keptVerdicts } from "@/lib/games/online/judge-store";
import { howShoutsAreJudged, shoutRow, verdictLine, type ShoutRow } from "@/lib/games/online/verdict-text";
import { screenGameSetupSchema } from "@/lib/games/screen/setup";
import { readStored, unlessDamaged } from "@/lib/games/stored-game";

/** One snap of an online game as the history tells it: the card it was called at, who won, and every shout. */
export interface SnapShouts {
  /** The card it was called at: the game's count of cards turned. */
  turn: number;
  /** Who won and by how much ("Mum won with a reaction of 312 ms, 40 ms ahead of Sam."), or that nobody did. */
  verdict: string;
  shouts: ShoutRow[];
}

/**
 * The shouts at every snap of an online game, for the history's view of that game: each verdict the
 * judge kept (online_verdicts, in its latest form: a late press included), oldest first, in the same
 * words as the room's "Why did X win?" (lib/games/online/verdict-text.ts). Any member of the deck may
 * read them (viewers too); anyone else gets the same 404 as for a game that doesn't exist, before
 * anything of the game is read. Null for a game not played online (no verdicts are kept) and for
 * one whose stored setup is damaged (its players can't be named).
 *
 * Cost: three small reads one after another: the access check, the game's row (by id, in this
 * deck), and only then its verdicts on the (gameId, turn) key. It grows with this one game's snaps
 * (a verdict is a few hundred bytes), never with the deck's other games or its history.
 */
export async function gameShouts(userId: string, deckId: string, gameId: string) {
  await requireDeckRole(userId, deckId, "VIEWER", "That game");
  const game = await db.game.findFirst({ where: { id: gameId, deckId }, select: { mode: true, setup: true } });
  if (!game) throw notFound("That game");
  if (game.mode !== "ONLINE") return null;
  const setup = unlessDamaged(() => readStored(screenGameSetupSchema, game.setup));
  if (!setup) return null;
  const verdicts = await keptVerdicts(gameId, { all: true });
  const nameOf = (seatId: string) => setup.seats.find((s) => s.id === seatId)?.name ?? seatId;
  const snaps: SnapShouts[] = verdicts.map((verdict) => ({
    turn: verdict.turn,
    verdict: verdictLine(verdict, nameOf, setup.game),
    shouts: verdict.shouts.map((shout) => shoutRow(shout, nameOf)),
  }));
  return { howJudged: howShoutsAreJudged(setup.game, setup.falseStartMs), snaps };
}

export type GameShouts = NonNullable<Awaited<ReturnType<typeof gameShouts>>>;
