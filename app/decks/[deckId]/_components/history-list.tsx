import Link from "@/app/_components/link";
import { CardImage } from "@/app/_components/card-image";
import type { ScreenCard } from "@/app/_components/card-drawing";
import type { DeckLook } from "@/app/_components/card-svg";
import { cardName } from "@/lib/cards/deck-composition";
import type { BotWordsFrom, WordEventKind } from "@/lib/generated/prisma/enums";
import { eventAuthor } from "@/lib/history/event-author";
import { historyPaths } from "@/lib/history/paths";
import { DeckLookChanged, DesignEventEntry, type ShownDesignEvent } from "./design-event";
import { shownColour } from "@/lib/text/colour";
import type { FamilyTime } from "@/lib/time/family-time";

const KIND_TEXT: Record<WordEventKind, string> = {
  SETUP: "wrote at the setup",
  WON_SNAP: "wrote after winning a snap",
  IMPORT: "entered from the real deck",
  CORRECTION: "corrected",
  CARD_LOST: "card lost",
  CARD_FOUND: "card found",
  CARD_REPLACED: "card replaced",
};

/** What every list of events shows of one (the deck page's latest, a card's story, the timeline). */
export interface ShownEvent {
  id: string;
  seq: number;
  kind: WordEventKind;
  word: string | null;
  previousWord: string | null;
  reason: string | null;
  gameId: string | null;
  createdAt: Date;
  /** The name an imported export gave who recorded it; null when it was recorded here. */
  recordedByName: string | null;
  recordedBy: { name: string };
  card: { id: string; rank: string; suit: string | null };
  player: { name: string; colour: string } | null;
  botName: string | null;
  botWordsFrom: BotWordsFrom | null;
  /** The word as it was written by hand with this event (the stored form), when it was and the deck shows handwriting. */
  hand?: string | null;
}

/** A card's story draws each word written by hand on the card as it was written (the card in its deck's look). */
export interface HandsDrawnOn {
  card: ScreenCard;
  deck: DeckLook;
}

const recorder = (event: ShownEvent) => event.recordedByName ?? event.recordedBy.name;

const CARD_CHANGE: Partial<Record<WordEventKind, string>> = {
  CARD_LOST: "was lost",
  CARD_FOUND: "was found",
  CARD_REPLACED: "was replaced by a fresh card",
};

function CardLink({ deckId, card }: { deckId: string; card: ShownEvent["card"] }) {
  return (
    <Link href={`/decks/${deckId}/cards/${card.id}`} className="font-bold text-felt underline">
      {cardName(card)}
    </Link>
  );
}

/** Who wrote which word on which card, and why: one event in words. */
export function EventSentence({ deckId, event, showCard = true }: { deckId: string; event: ShownEvent; showCard?: boolean }) {
  const change = CARD_CHANGE[event.kind];
  if (change) {
    // A card lost, found or replaced: nobody wrote anything; the card keeps its word (named, so a
    // search for the word shows why this event matched).
    return (
      <p>
        <span className="text-sm text-muted">#{event.seq} · </span>
        {showCard ? (
          <>
            The <CardLink deckId={deckId} card={event.card} />
          </>
        ) : (
          "This card"
        )}{" "}
        {change}
        {event.word && (
          <>
            {" "}
            (its word: <strong className="font-display">“{event.word}”</strong>)
          </>
        )}
      </p>
    );
  }
  const author = eventAuthor({ ...event, recordedBy: recorder(event) });
  return (
    <p>
      <span className="text-sm text-muted">#{event.seq} · </span>
      <span className="font-bold" style={author.colour ? { color: shownColour(author.colour) } : undefined}>
        {author.name}
      </span>{" "}
      {KIND_TEXT[event.kind]}
      {event.kind === "CORRECTION" ? (
        <>
          {" "}
          <span className="line-through">{event.previousWord ?? "(blank)"}</span> → <strong className="font-display">{event.word ?? "(blank)"}</strong>
        </>
      ) : event.word ? (
        <>
          {" "}
          <strong className="font-display text-lg">“{event.word}”</strong>
        </>
      ) : null}
      {showCard && (
        <>
          {" "}
          on <CardLink deckId={deckId} card={event.card} />
        </>
      )}
      {author.note && <> ({author.note})</>}
    </p>
  );
}

/**
 * Who recorded the event and when, in the reader's time. `timeOnly` when a heading already names
 * the day; the game is linked (its events on the timeline) unless a heading already names it.
 */
export function EventRecord({
  deckId,
  event,
  time,
  timeOnly = false,
  showGame = true,
}: {
  deckId: string;
  event: ShownEvent;
  time: FamilyTime;
  timeOnly?: boolean;
  showGame?: boolean;
}) {
  return (
    <>
      {event.reason && <p className="mt-1 text-muted">Reason: {event.reason}</p>}
      <p className="mt-1 text-sm text-muted">
        Recorded by {recorder(event)} · <time dateTime={event.createdAt.toISOString()}>{timeOnly ? time.time(event.createdAt) : time.dayAndTime(event.createdAt)}</time>
        {showGame && event.gameId && (
          <>
            {" · "}
            <Link href={historyPaths(deckId).timeline({ game: event.gameId })} className="text-felt underline">
              in a game
            </Link>
          </>
        )}
      </p>
    </>
  );
}

const isDesignEvent = (event: ShownEvent | ShownDesignEvent): event is ShownDesignEvent => "story" in event && event.story === "design";

/** One entry of a list: a word event, a change of the card's picture, or (one quiet line) a change of the deck's look. */
function HistoryItem({ deckId, event, time, showCard, hands }: { deckId: string; event: ShownEvent | ShownDesignEvent; time: FamilyTime; showCard: boolean; hands?: HandsDrawnOn }) {
  if (isDesignEvent(event) && event.kind === "LOOK_CHANGED") {
    return (
      <li className="px-3 py-1">
        <DeckLookChanged event={event} time={time} />
      </li>
    );
  }
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-line">
      {isDesignEvent(event) ? (
        <DesignEventEntry deckId={deckId} event={event} time={time} />
      ) : hands && event.hand && event.word ? (
        <div className="flex items-start gap-3">
          {/* The sentence names the word; the card shows how it was written. */}
          <div className="w-20 shrink-0">
            <CardImage card={{ ...hands.card, word: event.word, hand: event.hand }} deck={hands.deck} decorative />
          </div>
          <div className="min-w-0">
            <EventSentence deckId={deckId} event={event} showCard={showCard} />
            <EventRecord deckId={deckId} event={event} time={time} />
          </div>
        </div>
      ) : (
        <>
          <EventSentence deckId={deckId} event={event} showCard={showCard} />
          <EventRecord deckId={deckId} event={event} time={time} />
        </>
      )}
    </li>
  );
}

/**
 * Events, newest or oldest first as given; each names the word, the card, who wrote it and who
 * recorded it. A card's story also tells its picture's changes and, in a line each, the changes of
 * the deck's look.
 */
export function HistoryList({
  deckId,
  events,
  time,
  showCard = true,
  hands,
}: {
  deckId: string;
  events: Array<ShownEvent | ShownDesignEvent>;
  /** The reader's time (lib/time/family-time.ts readerTime). */
  time: FamilyTime;
  showCard?: boolean;
  /** Draw each word written by hand on this card (a card's story). */
  hands?: HandsDrawnOn;
}) {
  if (events.length === 0) return <p className="text-muted">Nothing has happened yet.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {events.map((event) => (
        <HistoryItem key={event.id} deckId={deckId} event={event} time={time} showCard={showCard} hands={hands} />
      ))}
    </ol>
  );
}
