import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { cardName } from "@/lib/cards/deck-composition";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { historyPaths } from "@/lib/history/paths";
import { PLAYER_PAGE, playerStory, type PlayerStory } from "@/lib/history/players";
import { GamesList } from "../../../_components/games-list";
import { shownColour } from "@/lib/text/colour";
import { readerTime, type FamilyTime } from "@/lib/time/family-time";

export const metadata: Metadata = { title: "A player's story" };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

const HOW: Record<PlayerStory["latestWords"][number]["kind"], string> = {
  SETUP: "at the setup",
  WON_SNAP: "after winning a snap",
  IMPORT: "from the real deck",
  CORRECTION: "as a correction",
  CARD_LOST: "",
  CARD_FOUND: "",
  CARD_REPLACED: "",
};

type WordEvent = NonNullable<PlayerStory["firstWord"]>;

function WordLine({ deckId, event, time }: { deckId: string; event: WordEvent; time: FamilyTime }) {
  return (
    <>
      <strong className="font-display text-lg">“{event.word}”</strong> on{" "}
      <Link href={`/decks/${deckId}/cards/${event.card.id}`} className="font-bold text-felt underline">
        {cardName(event.card)}
      </Link>{" "}
      <span className="text-muted">
        {HOW[event.kind]} · #{event.seq} · <time dateTime={event.createdAt.toISOString()}>{time.dayAndTime(event.createdAt)}</time>
      </span>
    </>
  );
}

/** One player's story: their words, favourite words, first and latest word, snaps won and games. */
export default async function PlayerStoryPage({ params }: { params: Promise<{ deckId: string; playerId: string }> }) {
  const { deckId, playerId } = await params;
  const paths = historyPaths(deckId);
  const user = await requireUser(paths.player(playerId));
  const story = await orNotFound(playerStory(user.id, deckId, playerId));
  const { player } = story;
  const time = readerTime(user.timeZone, story.timeZone);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="player-heading" className="flex flex-col gap-3">
        <p>
          <Link href={paths.players} className="inline-flex min-h-11 items-center font-bold text-felt underline">
            All players
          </Link>
        </p>
        <h2 id="player-heading" className="flex flex-wrap items-center gap-2 font-display text-3xl font-bold">
          <span aria-hidden="true" className="inline-block size-5 rounded-full" style={{ backgroundColor: shownColour(player.colour) }} />
          {player.name}
          {player.archived && <span className="rounded-full bg-line px-3 text-base font-bold text-ink">Archived</span>}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {(
            [
              ["Words written", story.wordsWritten],
              ["Snaps won", story.snapsWon],
              ["Games played", story.gamesPlayed],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-2xl bg-white p-4 ring-1 ring-line">
              <dt className="text-muted">{label}</dt>
              <dd className="font-display text-3xl font-bold">{value.toLocaleString("en-GB")}</dd>
            </div>
          ))}
        </dl>
        {story.firstWord && story.latestWord && (
          <div className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-line">
            <p>
              <span className="font-bold">First word: </span>
              <WordLine deckId={deckId} event={story.firstWord} time={time} />
            </p>
            <p>
              <span className="font-bold">Latest word: </span>
              <WordLine deckId={deckId} event={story.latestWord} time={time} />
            </p>
          </div>
        )}
      </section>

      <section aria-labelledby="favourites-heading">
        <h2 id="favourites-heading" className="font-display text-2xl font-bold">
          Favourite words
        </h2>
        {story.favourites.length === 0 ? (
          <p className="mt-2 text-muted">{player.name} hasn’t written a word yet.</p>
        ) : (
          <ol className="mt-2 flex flex-wrap gap-2">
            {story.favourites.map((favourite) => (
              <li key={favourite.word} className="rounded-xl bg-white px-3 py-2 ring-1 ring-line">
                <strong className="font-display text-lg">“{favourite.word}”</strong> <span className="text-muted">{plural(favourite.times, "time", "times")}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="words-heading">
        <h2 id="words-heading" className="font-display text-2xl font-bold">
          Words written, newest first
        </h2>
        {story.latestWords.length > 0 && (
          <ol className="mt-2 flex flex-col gap-2">
            {story.latestWords.map((event) => (
              <li key={event.id} className="rounded-xl bg-white p-3 ring-1 ring-line">
                <WordLine deckId={deckId} event={event} time={time} />
              </li>
            ))}
          </ol>
        )}
        <p className="mt-3">
          {story.wordsWritten > PLAYER_PAGE.words && <span className="text-muted">The latest {PLAYER_PAGE.words} of {story.wordsWritten.toLocaleString("en-GB")}. </span>}
          <Link href={paths.timeline({ player: player.id })} className="inline-flex min-h-11 items-center font-bold text-felt underline">
            Everything {player.name} did, in the timeline
          </Link>
        </p>
      </section>

      <section aria-labelledby="player-games-heading">
        <h2 id="player-games-heading" className="font-display text-2xl font-bold">
          Games played
        </h2>
        {story.gamesPlayed > story.games.length && (
          <p className="text-muted">
            The latest {story.games.length} of {story.gamesPlayed}.{" "}
            <Link href={paths.games} className="font-bold text-felt underline">
              Every game
            </Link>
          </p>
        )}
        <GamesList
          deckId={deckId}
          games={story.games}
          time={time}
          moreLinks={(game) => [{ href: paths.timeline({ game: game.id, player: player.id }), label: `${player.name}’s words in it` }]}
        />
        {story.games.some((game) => game.snapsWon > 0) && (
          <ul className="mt-3 flex flex-col gap-1 text-muted" aria-label="Snaps won per game">
            {story.games
              .filter((game) => game.snapsWon > 0)
              .map((game) => (
                <li key={game.id}>
                  {plural(game.snapsWon, "snap", "snaps")} won in {game.game} ({time.dayAndTime(game.createdAt)})
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
