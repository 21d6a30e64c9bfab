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

/** What a change of the card's own picture did to it (a change of the whole look is told by DeckLookChanged). */
function PictureChange({ event }: { event: ShownDesignEvent }) {
  const setNote = event.setLabel ? <> (the set <strong className="font-display">“{event.setLabel}”</strong>)</> : null;
  switch (event.kind) {
    case "PICTURE_SET":
      return <>gave this card a picture{setNote}</>;
    case "CROP_MOVED":
      return <>moved the crop of this card’s picture{setNote}</>;
    default:
      return <>took this card’s picture off{setNote}</>;
  }
}

/** A change of the whole deck's look, in a card's story: one quiet line (the timeline tells what changed), in the reader's time. */
export function DeckLookChanged({ event, time }: { event: ShownDesignEvent; time: FamilyTime }) {
  return (
    <p className="text-muted">
      The deck’s look changed <span className="text-sm">· <time dateTime={event.createdAt.toISOString()}>{time.dayAndTime(event.createdAt)}</time></span>
    </p>
  );
}

/** Who changed the card's picture, and when (in the reader's time), with the picture it was given or its new crop. */
export function DesignEventEntry({ deckId, event, time }: { deckId: string; event: ShownDesignEvent; time: FamilyTime }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <p>
          <span className="font-bold">{event.recordedBy.name}</span> <PictureChange event={event} />
        </p>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={event.createdAt.toISOString()}>{time.dayAndTime(event.createdAt)}</time>
        </p>
      </div>
      <DesignPicture deckId={deckId} change={event} alt={event.kind === "CROP_MOVED" ? "The picture as its crop was moved" : "The picture it was given"} />
    </div>
  );
}

/** The picture a design change gave its cards (or their new crop), small; nothing for a removal or a change of the look. */
export function DesignPicture({ deckId, change, alt }: { deckId: string; change: { kind: DesignEventKind; artId: string | null }; alt: string }) {
  if (change.kind === "PICTURE_REMOVED" || !change.artId) return null;
  return (
    // A plain <img>: the picture is served to the deck's members only, with their cookie, which
    // Next's image optimiser would not send.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`${deckArtBase(deckId)}${encodeURIComponent(change.artId)}`}
      alt={alt}
      height={80}
      loading="lazy"
      className="h-20 w-auto shrink-0 rounded-md object-cover ring-1 ring-line"
    />
  );
}
