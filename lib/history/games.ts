import { db } from "@/lib/db/client";
import { requireDeckRoleWithZone } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gameSummaries, type GameSummary } from "@/lib/games/screen/queries";

/** How many games one page of the games list shows. */
export const GAMES_PAGE = 20;

/** Where a page of games starts: after this game (newest first), as the address carries it. */
export function gamesCursor(game: { number: number }): string {
  return String(game.number);
}

function readCursor(after: string): number {
  const number = /^[1-9]\d{0,9}$/.test(after) ? Number(after) : NaN;
  if (!Number.isSafeInteger(number)) throw notFound("That page of games");
  return number;
}

/**
 * Every game of the deck, newest first (by its number in the deck, lib/history/game-label.ts), a
 * page at a time: keyset paging on the (deckId, number) key, so each page costs the same however
 * many games there are, and a game started while paging shows on the first page without shifting
 * the others. Each game's words are counted from the history on the (deckId, gameId, seq) index:
 * the cost grows with those 20 games' words only.
 */
export async function deckGames(userId: string, deckId: string, options: { after?: string } = {}) {
  const { role, timeZone } = await requireDeckRoleWithZone(userId, deckId, "VIEWER");
  const before = options.after ? readCursor(options.after) : null;
  const where: Prisma.GameWhereInput = before === null ? { deckId } : { deckId, number: { lt: before } };
  const [rows, players] = await Promise.all([
    db.game.findMany({ where, orderBy: { number: "desc" }, take: GAMES_PAGE + 1, include: { room: { select: { id: true } } } }),
    db.player.findMany({ where: { deckId }, select: { id: true, name: true } }),
  ]);
  const page = rows.slice(0, GAMES_PAGE);
  const words =
    page.length === 0
      ? []
      : await db.wordEvent.groupBy({
          by: ["gameId"],
          where: { deckId, gameId: { in: page.map((g) => g.id) }, kind: "WON_SNAP" },
          _count: { _all: true },
        });
  const wordsOf = new Map(words.map((w) => [w.gameId, w._count._all]));
  // Words written: what the game wrote on the deck, as the history records it (a table session's
  // result counts them only once it has ended; a snap undone since still wrote its words).
  const games: GameSummary[] = gameSummaries(page, players).map((g) => ({ ...g, wordsWritten: wordsOf.get(g.id) ?? 0 }));
  // The deck's zone: a reader whose own isn't known yet reads the games' times in it.
  return { role, timeZone, games, next: rows.length > GAMES_PAGE ? gamesCursor(page.at(-1)!) : null };
}
