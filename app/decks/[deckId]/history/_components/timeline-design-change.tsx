import Link from "@/app/_components/link";
import { DesignPicture } from "@/app/decks/[deckId]/_components/design-event";
import { cardName } from "@/lib/cards/deck-composition";
import type { TimelineDesignChange } from "@/lib/history/timeline";
import type { FamilyTime } from "@/lib/time/family-time";

/**
 * A change to the deck's design on the timeline, told once: who did it and what, in lib's words
 * (the deck's look, a set's or cards' picture given, its crop moved, or taken off) with the cards
 * it names linked to their stories, when (in the reader's time: the time alone when the day heading
 * above is the reader's day too), and the picture the cards show after it.
 */
export function TimelineDesignChangeEntry({ deckId, change, time, timeOnly }: { deckId: string; change: TimelineDesignChange; time: FamilyTime; timeOnly: boolean }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <p>
          <span className="text-sm text-muted">Design · </span>
          <span className="font-bold">{change.recordedBy.name}</span>{" "}
          {change.words.map((part, i) =>
            typeof part === "string" ? (
              part
            ) : (
              <Link key={i} href={`/decks/${deckId}/cards/${part.card.id}`} className="font-bold text-felt underline">
                {cardName(part.card)}
              </Link>
            ),
          )}
        </p>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={change.createdAt.toISOString()}>{timeOnly ? time.time(change.createdAt) : time.dayAndTime(change.createdAt)}</time>
        </p>
      </div>
      <DesignPicture deckId={deckId} change={change} alt={change.kind === "CROP_MOVED" ? "The picture with its crop moved" : "The new picture"} />
    </div>
  );
}
