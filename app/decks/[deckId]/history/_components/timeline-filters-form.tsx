"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { BUTTON_LOOK } from "@/app/_components/button";
import { cardName } from "@/lib/cards/deck-composition";
import { historyPaths, type TimelineFilters } from "@/lib/history/paths";
import { KIND_CHOICES, MAX_SEARCH_LENGTH } from "@/lib/history/timeline-filters";
import type { TimelinePage } from "@/lib/history/timeline";

const FIELD = "min-h-12 w-full rounded-xl border-2 border-line bg-white px-3 text-lg outline-none focus:border-felt";
const LABEL = "font-bold";

/**
 * The timeline's filters as a GET form: what it sends is the view's address, so a view can be
 * bookmarked and shared. A filtered game (chosen with "Only this game") travels along hidden. With
 * scripts on, the address is written by historyPaths (no empty fields in it) and opened in place;
 * without, the browser's own GET gives the same view.
 */
export function TimelineFiltersForm({
  deckId,
  filters,
  players,
  cards,
  filtered,
  dayZone,
}: {
  deckId: string;
  /** The deck's zone, as people read it: the days are its days. */
  dayZone: string;
  filters: TimelineFilters;
  players: Pick<TimelinePage["players"][number], "id" | "name" | "archivedAt">[];
  cards: TimelinePage["cards"];
  filtered: boolean;
}) {
  const router = useRouter();
  const path = historyPaths(deckId).timeline();
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the fields filled in; the page checks their values (and says what it couldn't use).
    const filled = [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value).trim()]).filter(([, value]) => value !== "");
    router.push(historyPaths(deckId).timeline(Object.fromEntries(filled) as TimelineFilters));
  };
  return (
    <section aria-labelledby="filters-heading" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h2 id="filters-heading" className="font-display text-xl font-bold">
        Find events
      </h2>
      {/* Keyed by the filters: the fields show the address's values after every navigation. */}
      <form key={JSON.stringify(filters)} action={path} method="get" onSubmit={show} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-3">
          <label htmlFor="timeline-q" className={LABEL}>
            Search for a word
          </label>
          <input
            id="timeline-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            aria-describedby="timeline-q-hint"
            className={FIELD}
          />
          <p id="timeline-q-hint" className="text-sm text-muted">
            Part of a word is enough; accents and capitals don’t matter.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="timeline-player" className={LABEL}>
            Player
          </label>
          <select id="timeline-player" name="player" defaultValue={filters.player ?? ""} className={FIELD}>
            <option value="">Everyone</option>
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                {player.archivedAt ? `${player.name} (archived)` : player.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="timeline-kind" className={LABEL}>
            Kind of event
          </label>
          <select id="timeline-kind" name="kind" defaultValue={filters.kind ?? ""} className={FIELD}>
            <option value="">Every kind</option>
            {KIND_CHOICES.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="timeline-card" className={LABEL}>
            Card
          </label>
          <select id="timeline-card" name="card" defaultValue={filters.card ?? ""} className={FIELD}>
            <option value="">Every card</option>
            {cards.map((card) => (
              <option key={card.id} value={card.id}>
                {cardName(card)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="timeline-from" className={LABEL}>
            From
          </label>
          <input id="timeline-from" name="from" type="date" defaultValue={filters.from ?? ""} aria-describedby="timeline-days-hint" className={FIELD} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="timeline-to" className={LABEL}>
            To (included)
          </label>
          <input id="timeline-to" name="to" type="date" defaultValue={filters.to ?? ""} aria-describedby="timeline-days-hint" className={FIELD} />
          <p id="timeline-days-hint" className="text-sm text-muted">
            The deck’s days, in {dayZone} time.
          </p>
        </div>
        {filters.game && <input type="hidden" name="game" value={filters.game} />}
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={BUTTON_LOOK.secondary}>
            Show
          </button>
          {filtered && (
            <Link href={path} className="inline-flex min-h-12 items-center px-2 font-bold text-felt underline">
              Clear filters
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
