import Link from "@/app/_components/link";
import { historyPaths, type TimelineFilters } from "@/lib/history/paths";
import { withoutPosition } from "@/lib/history/timeline-filters";
import type { TimelinePlace } from "@/lib/history/timeline-order";

const LINK = "inline-flex min-h-11 items-center rounded-lg px-3 font-bold text-felt underline hover:bg-green-50";

/**
 * The way to newer and older events, keeping the filters: "Newest" back to the top, "Newer events"
 * to the page just above this one, "Older events" to the one below it.
 */
export function TimelinePager({
  deckId,
  filters,
  newerAfter,
  olderBefore,
  label,
}: {
  deckId: string;
  filters: TimelineFilters;
  newerAfter: TimelinePlace | null;
  olderBefore: TimelinePlace | null;
  label: string;
}) {
  if (newerAfter === null && olderBefore === null) return null;
  const kept = withoutPosition(filters);
  const timeline = historyPaths(deckId).timeline;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap gap-2">
        {newerAfter !== null && (
          <>
            <Link href={timeline(kept)} className={LINK}>
              <span aria-hidden="true">⇤</span>&nbsp;Newest
            </Link>
            <Link href={timeline({ ...kept, after: newerAfter })} className={LINK}>
              <span aria-hidden="true">←</span>&nbsp;Newer events
            </Link>
          </>
        )}
      </div>
      {olderBefore !== null && (
        <Link href={timeline({ ...kept, before: olderBefore })} className={LINK}>
          Older events&nbsp;<span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
