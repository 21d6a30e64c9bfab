import { deckArtBase } from "@/app/_components/card-drawing";
import type { DesignEventKind } from "@/lib/generated/prisma/enums";
import type { FamilyTime } from "@/lib/time/family-time";

/** What a card's story shows of a design event (its picture, or the whole deck's look). */
export interface ShownDesignEvent {
  story: "design";
  id: string;
  kind: DesignEventKind;
  artId: string | null;
  /** The custom deck's set the picture was chosen for. */
  setLabel: string | null;
  /** What a change of the deck's look changed, in a few words. */
  summary: string | null;
  createdAt: Date;
  recordedBy: { name: string };
}

function DesignChange({ event }: { event: ShownDesignEvent }) {
  const setNote = event.setLabel ? <> (the set <strong className="font-display">“{event.setLabel}”</strong>)</> : null;
  switch (event.kind) {
    case "PICTURE_SET":
      return <>gave this card a picture{setNote}</>;
    case "PICTURE_REMOVED":
      return <>took this card’s picture off{setNote}</>;
    case "LOOK_CHANGED":
      return <>changed the look of the deck’s cards{event.summary ? `: ${event.summary}` : ""}</>;
  }
}

/** Who changed the card's picture or the deck's look, and when (in the reader's time), with the picture it was given. */
export function DesignEventEntry({ deckId, event, time }: { deckId: string; event: ShownDesignEvent; time: FamilyTime }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <p>
          <span className="font-bold">{event.recordedBy.name}</span> <DesignChange event={event} />
        </p>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={event.createdAt.toISOString()}>{time.dayAndTime(event.createdAt)}</time>
        </p>
      </div>
      {event.kind === "PICTURE_SET" && event.artId && (
        // A plain <img>: the picture is served to the deck's members only, with their cookie, which
        // Next's image optimiser would not send.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`${deckArtBase(deckId)}${encodeURIComponent(event.artId)}`}
          alt="The picture it was given"
          height={80}
          loading="lazy"
          className="h-20 w-auto shrink-0 rounded-md object-cover ring-1 ring-line"
        />
      )}
    </div>
  );
}
