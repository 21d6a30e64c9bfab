import Link from "@/app/_components/link";
import { gameLinks } from "@/lib/games/game-links";
import type { GameSummary } from "@/lib/games/screen/queries";
import { gameLabel, gameOutcome } from "@/lib/history/game-label";
import type { FamilyTime } from "@/lib/time/family-time";

/**
 * The deck's games, newest first, each named as every page names it ("Game 7 · Tue 1 Dec, 19:02 ·
 * 14 min · Sam, Gran, 2 bots", in the reader's `time`): which game, how it stands or ended, and
 * links to it (and any further links a page adds to each, e.g. the history's).
 */
export function GamesList({
  deckId,
  games,
  time,
  moreLinks,
}: {
  deckId: string;
  games: GameSummary[];
  time: FamilyTime;
  moreLinks?: (game: GameSummary) => { href: string; label: string }[];
}) {
  if (games.length === 0) return <p className="mt-3 text-muted">No games played with this deck yet.</p>;
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {games.map((game) => {
        const label = gameLabel(game, time);
        // Said after each link's words to screen readers: which of the list's games it opens.
        const which = <span className="sr-only">{`, ${game.game}: ${game.players.join(", ")}`}</span>;
        // A damaged record opens nowhere: its message says so in its place.
        const links = game.problem ? [] : [...gameLinks(deckId, game), ...(moreLinks?.(game) ?? [])];
        const more = [
          game.cardsTurned !== null ? `${game.cardsTurned} ${game.cardsTurned === 1 ? "card" : "cards"} turned` : null,
          game.wordsWritten > 0 ? `${game.wordsWritten} words written` : null,
        ].filter((part) => part !== null);
        return (
          <li key={game.id} aria-label={`${game.game}: ${game.players.join(", ")}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-white p-3 ring-1 ring-line">
            {/* Wide enough to read: on a phone the links go under the game rather than squeeze it. */}
            <div className="min-w-60 flex-1">
              <p className="font-bold">{label}</p>
              {game.problem ? (
                <p className="text-muted">{game.problem}</p>
              ) : (
                <p className="text-muted">
                  {game.game} · <span className={game.life === "leftUnfinished" ? "font-bold" : undefined}>{gameOutcome(game)}</span>
                  {more.map((part) => ` · ${part}`)}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {links.map((link) => (
                <Link key={link.href} href={link.href} className="inline-flex min-h-11 items-center rounded-lg px-3 font-bold text-felt underline hover:bg-green-50">
                  {link.label}
                  {which}
                </Link>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
