import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { requireUser } from "@/lib/auth/session";
import { cardName } from "@/lib/cards/deck-composition";
import { orNotFound } from "@/lib/decks/page-guard";
import { gameShouts } from "@/lib/history/game-shouts";
import { historyPaths, type TimelineFilters } from "@/lib/history/paths";
import { groupByDayAndGame, timelinePage, type TimelinePage } from "@/lib/history/timeline";
import { isFiltered, keepDeckIds, KIND_CHOICES, parseTimelineFilters, withoutPosition, type SearchParams } from "@/lib/history/timeline-filters";
import { familyTime, readerTime, zoneName } from "@/lib/time/family-time";
import { zoneNote } from "@/lib/time/zone-note";
import { GameShoutsSection } from "./_components/game-shouts";
import { TimelineDays } from "./_components/timeline-days";
import { TimelineFiltersForm } from "./_components/timeline-filters-form";
import { TimelinePager } from "./_components/timeline-pager";

export const metadata: Metadata = { title: "Timeline" };

/** The filters in force, in words ("Sam's events · Won snaps · matching “moon”"), for the page and screen readers. */
function describeFilters(filters: TimelineFilters, page: TimelinePage): string[] {
  const player = page.players.find((p) => p.id === filters.player);
  const card = page.cards.find((c) => c.id === filters.card);
  const game = page.gameFilteredBy;
  return [
    player && `${player.name}’s events`,
    filters.kind && KIND_CHOICES.find((k) => k.value === filters.kind)?.label,
    card && `on ${cardName(card)}`,
    game && `in Game ${game.number} (${game.game}${game.players.length > 0 ? `: ${game.players.join(", ")}` : ""})`,
    filters.from && filters.to ? `from ${filters.from} to ${filters.to}` : filters.from ? `from ${filters.from}` : filters.to ? `up to ${filters.to}` : undefined,
    filters.q && `words matching “${filters.q}”`,
  ].filter((part): part is string => Boolean(part));
}

/**
 * The deck's timeline: every event and design change newest first, 50 a page from a place in the
 * story (lib/history/timeline-order.ts), grouped by the deck's days and by game (times in the
 * reader's zone), with filters kept in the address. A bad value in the address is left out with a
 * message; an id of another deck is treated like an unknown one. Filtered to an online game, its
 * first page also lists the shouts at each of the game's snaps (read for that one game alone).
 */
export default async function TimelinePageView({ params, searchParams }: { params: Promise<{ deckId: string }>; searchParams: Promise<SearchParams> }) {
  const { deckId } = await params;
  const parsed = parseTimelineFilters(await searchParams);
  const user = await requireUser(historyPaths(deckId).timeline(parsed.filters));
  let page = await orNotFound(timelinePage(user.id, deckId, parsed.filters));
  const { filters, problems } = keepDeckIds(parsed, {
    playerIds: new Set(page.players.map((p) => p.id)),
    cardIds: new Set(page.cards.map((c) => c.id)),
    gameIsOfDeck: page.gameIsOfDeck,
  });
  // Read again only when an id had to be left out (a stale or edited address): rare, and bounded.
  if (problems.length > parsed.problems.length) page = await orNotFound(timelinePage(user.id, deckId, filters));

  const filtered = isFiltered(filters);
  const described = describeFilters(filters, page);
  const days = groupByDayAndGame(page.events, page.timeZone);
  const time = readerTime(user.timeZone, page.timeZone);
  const paging = { deckId, filters, newerAfter: page.newerAfter, olderBefore: page.olderBefore };
  // Only after the page has checked who is asking and that the game is this deck's.
  const onlineGame = page.gameFilteredBy?.mode === "ONLINE" ? page.gameFilteredBy : null;
  const shouts = onlineGame && page.newest ? await orNotFound(gameShouts(user.id, deckId, onlineGame.id)) : null;

  return (
    <div className="flex flex-col gap-6">
      <TimelineFiltersForm deckId={deckId} filters={filters} players={page.players} cards={page.cards} filtered={filtered} dayZone={zoneName(page.timeZone)} />
      {problems.length > 0 && (
        <div role="status" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <p className="font-bold">Some of the address couldn’t be used:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {onlineGame && shouts && <GameShoutsSection gameNumber={onlineGame.number} shouts={shouts} />}
      <section aria-labelledby="events-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="events-heading" className="font-display text-2xl font-bold">
            {filtered ? "Matching events" : "Every event"}
            {!page.newest && <span className="font-normal text-muted">, further back</span>}
          </h2>
          {described.length > 0 && <p className="text-muted">{described.join(" · ")}</p>}
          <p className="text-muted">{zoneNote(page.timeZone, time)}</p>
          {onlineGame && !page.newest && (
            <p>
              <Link href={`${historyPaths(deckId).timeline(withoutPosition(filters))}#shouts`} className="inline-flex min-h-11 items-center font-bold text-felt underline">
                The shouts at each snap of Game {onlineGame.number}
              </Link>{" "}
              are on this game’s first page.
            </p>
          )}
          {page.gameFilteredBy && (
            <Link href={historyPaths(deckId).timeline({ ...withoutPosition(filters), game: undefined })} className="inline-flex min-h-11 items-center font-bold text-felt underline">
              Show every game’s events
            </Link>
          )}
        </div>
        <TimelinePager {...paging} label="Timeline pages, top" />
        {page.events.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-lg ring-1 ring-line">
            {filtered ? "No events match these filters." : page.newest ? "Nothing has happened yet." : "No events here."}
            {filtered && (
              <>
                {" "}
                <Link href={historyPaths(deckId).timeline()} className="font-bold text-felt underline">
                  Clear filters
                </Link>
              </>
            )}
          </p>
        ) : (
          <TimelineDays deckId={deckId} days={days} filters={filters} deckDays={familyTime(page.timeZone)} time={time} />
        )}
        <TimelinePager {...paging} label="Timeline pages, bottom" />
      </section>
    </div>
  );
}
