import Link from "@/app/_components/link";
import { EventRecord, EventSentence } from "@/app/decks/[deckId]/_components/history-list";
import { gameLinks } from "@/lib/games/game-links";
import { gameLabel, gameOutcome } from "@/lib/history/game-label";
import { historyPaths, type TimelineFilters } from "@/lib/history/paths";
import type { TimelineDay, TimelineGameGroup } from "@/lib/history/timeline";
import { withoutPosition } from "@/lib/history/timeline-filters";
import type { FamilyTime } from "@/lib/time/family-time";
import { TimelineDesignChangeEntry } from "./timeline-design-change";

const LINK = "inline-flex min-h-11 items-center rounded-lg px-2 font-bold text-felt underline hover:bg-green-50";

/** A game's sub-heading: which game it was and who played, its links, and the filter to it alone. */
function GameHeading({ deckId, group, filters, time }: { deckId: string; group: TimelineGameGroup & { gameId: string }; filters: TimelineFilters; time: FamilyTime }) {
  const game = group.game;
  const name = game ? gameLabel(game, time) : "A game no longer kept";
  // Said after each link's words to screen readers: which game it is about.
  const which = <span className="sr-only">{game ? `, Game ${game.number}` : `, ${name}`}</span>;
  const filteredToIt = filters.game === group.gameId;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <h4 className="font-bold">
        {name}
        {game && <span className="font-normal text-muted"> · {game.game} · {gameOutcome(game)}</span>}
      </h4>
      <div className="flex flex-wrap">
        {game &&
          gameLinks(deckId, game).map((link) => (
            <Link key={link.href} href={link.href} className={LINK}>
              {link.label}
              {which}
            </Link>
          ))}
        {!filteredToIt && (
          <Link href={historyPaths(deckId).timeline({ ...withoutPosition(filters), game: group.gameId })} className={LINK}>
            Only this game{which}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
/**
 * The page's events and design changes: a heading per day of the deck (under the page's "events"
 * heading) and, within it, a sub-heading per game. Times are the reader's (`time`); each names its
 * day too when the reader's zone isn't the deck's, since a time near midnight may then fall on
 * another day than its heading.
 */
export function TimelineDays({ deckId, days, filters, deckDays, time }: { deckId: string; days: TimelineDay[]; filters: TimelineFilters; deckDays: FamilyTime; time: FamilyTime }) {
  const sameDays = time.zone === deckDays.zone;
  return (
    <div className="flex flex-col gap-6">
      {days.map((day) => (
        <section key={day.day} aria-labelledby={`day-${day.day}`} className="flex flex-col gap-3">
          <h3 id={`day-${day.day}`} className="sticky top-0 z-10 bg-table/95 py-1 font-display text-2xl font-bold">
            <time dateTime={day.day}>{deckDays.dayHeadingOf(day.day)}</time>
          </h3>
          {day.groups.map((group) => (
            <div key={`${group.gameId ?? "none"}-${group.events[0]!.seq}`} className={group.gameId ? "rounded-2xl bg-white/60 p-3 ring-1 ring-line" : undefined}>
              {group.gameId && <GameHeading deckId={deckId} group={{ ...group, gameId: group.gameId }} filters={filters} time={time} />}
              <ol className={group.gameId ? "mt-2 flex flex-col gap-2" : "flex flex-col gap-2"}>
                {group.events.map((event) => (
                  <li key={event.id} className="rounded-xl bg-white p-3 ring-1 ring-line">
                    {event.story === "design" ? (
                      <TimelineDesignChangeEntry deckId={deckId} change={event} time={time} timeOnly={sameDays} />
                    ) : (
                      <>
                        <EventSentence deckId={deckId} event={event} />
                        <EventRecord deckId={deckId} event={event} time={time} timeOnly={sameDays} showGame={false} />
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
