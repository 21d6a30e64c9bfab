import Link from "next/link";
import { gameLinks } from "@/lib/games/game-links";
import type { GameSummary } from "@/lib/games/screen/queries";

/** "4 min 20 s", "35 s", "1 h 5 min": how long a game lasted, to the second. */
function lasted(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  if (h > 0) return `${h} h ${m} min`;
  return m > 0 ? `${m} min${s > 0 ? ` ${s} s` : ""}` : `${s} s`;
}

function outcome(game: GameSummary): string {
  if (game.status !== "OVER") return "In progress";
  if (game.loser) return `${game.loser} lost`;
  return game.winners.length > 0 ? `Won by ${game.winners.join(" and ")}` : "Finished";
}

/**
 * The deck's games, newest first: which game, who played, how it ended, how long, and links to it
 * (and any further links a page adds to each, e.g. the history's).
 */
export function GamesList({
  deckId,
  games,
  moreLinks,
}: {
  deckId: string;
  games: GameSummary[];
  moreLinks?: (game: GameSummary) => { href: string; label: string }[];
}) {
  if (games.length === 0) return <p className="mt-3 text-muted">No games played with this deck yet.</p>;
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {games.map((game) => {
        // Said after each link's words to screen readers: which of the list's games it opens.
        const which = <span className="sr-only">{`, ${game.game}: ${game.players.join(", ")}`}</span>;
        // A damaged record opens nowhere: its message says so in its place.
        const links = game.problem ? [] : [...gameLinks(deckId, game), ...(moreLinks?.(game) ?? [])];
        const length = [
          game.cardsTurned !== null ? `${game.cardsTurned} cards turned` : null,
          game.durationMs !== null ? lasted(game.durationMs) : null,
          game.wordsWritten > 0 ? `${game.wordsWritten} words written` : null,
        ].filter((part) => part !== null);
        return (
          <li key={game.id} aria-label={`${game.game}: ${game.players.join(", ")}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-white p-3 ring-1 ring-line">
            <div className="min-w-0 flex-1">
              <p className="font-bold">
                {game.game}
                {game.players.length > 0 && <span className="font-normal">: {game.players.join(", ")}</span>}
              </p>
              {game.problem ? (
                <p className="text-muted">{game.problem}</p>
              ) : (
                <p className="text-muted">
                  {outcome(game)}
                  {length.map((part) => ` · ${part}`)}
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
