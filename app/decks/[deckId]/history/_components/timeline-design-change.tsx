import Link from "next/link";
import { deckArtBase } from "@/app/_components/card-drawing";
import { cardName } from "@/lib/cards/deck-composition";
import type { TimelineDesignChange } from "@/lib/history/timeline";
import { DEFAULT_TIME_ZONE, familyTime } from "@/lib/time/family-time";

/** How many cards a change links one by one (a set's change names the set instead). */
const LINKED_CARDS = 6;

const shownTime = familyTime(DEFAULT_TIME_ZONE);

/**
 * A change to the deck's design on the timeline, told once: who did it and what, in lib's words
 * (the deck's look, a set's or cards' picture given, its crop moved, or taken off), the cards it
 * names (linked to their stories), when, and the picture the cards show after it.
 */
export function TimelineDesignChangeEntry({ deckId, change }: { deckId: string; change: TimelineDesignChange }) {
  const linked = change.setLabel === null ? change.cards.slice(0, LINKED_CARDS) : [];
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <p>
          <span className="text-sm text-muted">Design · </span>
          <span className="font-bold">{change.recordedBy.name}</span> {change.description}
        </p>
        {linked.length > 0 && (
          <ul aria-label="Its cards" className="flex flex-wrap gap-x-3">
            {linked.map((card) => (
              <li key={card.id}>
                <Link href={`/decks/${deckId}/cards/${card.id}`} prefetch={false} className="inline-flex min-h-11 items-center font-bold text-felt underline">
                  {cardName(card)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-sm text-muted">
          <time dateTime={change.createdAt.toISOString()}>{shownTime.time(change.createdAt)} UTC</time>
        </p>
      </div>
      {change.kind !== "PICTURE_REMOVED" && change.artId && (
        // A plain <img>: the picture is served to the deck's members only, with their cookie, which
        // Next's image optimiser would not send.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`${deckArtBase(deckId)}${encodeURIComponent(change.artId)}`}
          alt={change.kind === "CROP_MOVED" ? "The picture with its crop moved" : "The new picture"}
          height={80}
          loading="lazy"
          className="h-20 w-auto shrink-0 rounded-md object-cover ring-1 ring-line"
        />
      )}
    </div>
  );
}
