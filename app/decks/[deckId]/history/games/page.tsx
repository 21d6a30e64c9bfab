import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { BUTTON_LOOK } from "@/app/_components/button";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckGames } from "@/lib/history/games";
import { historyPaths } from "@/lib/history/paths";
import { readerTime } from "@/lib/time/family-time";
import { GamesList } from "../../_components/games-list";

export const metadata: Metadata = { title: "Games" };

export default async function HistoryGamesPage({ params, searchParams }: { params: Promise<{ deckId: string }>; searchParams: Promise<{ after?: string }> }) {
  const { deckId } = await params;
  const { after } = await searchParams;
  const paths = historyPaths(deckId);
  const user = await requireUser(paths.games);
  const { games, next, timeZone } = await orNotFound(deckGames(user.id, deckId, { after }));
  const time = readerTime(user.timeZone, timeZone);

  return (
    <section aria-labelledby="games-heading" className="flex flex-col gap-3">
      <h2 id="games-heading" className="font-display text-3xl font-bold">
        Every game, newest first
      </h2>
      {after && (
        <p>
          <Link href={paths.games} className="font-bold text-felt underline">
            Back to the newest games
          </Link>
        </p>
      )}
      <GamesList
        deckId={deckId}
        games={games}
        time={time}
        moreLinks={(game) => [
          { href: paths.timeline({ game: game.id }), label: "Its events" },
          { href: paths.asItWas({ game: game.id }), label: "The deck after it" },
        ]}
      />
      {next && (
        <Link href={paths.gamesAfter(next)} className={`self-start ${BUTTON_LOOK.outline}`}>
          Older games
        </Link>
      )}
    </section>
  );
}
