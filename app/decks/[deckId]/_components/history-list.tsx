import Link from "next/link";
import { cardName } from "@/lib/cards/deck-composition";
import type { DeckEvent } from "@/lib/decks/queries";

const KIND_TEXT: Record<DeckEvent["kind"], string> = {
  SETUP: "wrote at the setup",
  WON_SNAP: "wrote after winning a snap",
  IMPORT: "entered from the real deck",
  CORRECTION: "corrected",
  CARD_LOST: "card lost",
  CARD_FOUND: "card found",
  CARD_REPLACED: "card replaced",
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Events, newest or oldest first as given; each names the word, the card, who wrote it and who recorded it. */
export function HistoryList({ deckId, events, showCard = true }: { deckId: string; events: DeckEvent[]; showCard?: boolean }) {
  if (events.length === 0) return <p className="text-muted">Nothing has happened yet.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {events.map((event) => (
        <li key={event.id} className="rounded-xl bg-white p-3 ring-1 ring-line">
          <p>
            <span className="text-sm text-muted">#{event.seq} · </span>
            {event.player ? (
              <span className="font-bold" style={{ color: event.player.colour }}>
                {event.player.name}
              </span>
            ) : (
              <span className="font-bold">Someone</span>
            )}{" "}
            {KIND_TEXT[event.kind]}
            {event.kind === "CORRECTION" ? (
              <>
                {" "}
                <span className="line-through">{event.previousWord ?? "(blank)"}</span> →{" "}
                <strong className="font-display">{event.word ?? "(blank)"}</strong>
              </>
            ) : event.word && !event.kind.startsWith("CARD_") ? (
              <>
                {" "}
                <strong className="font-display text-lg">“{event.word}”</strong>
              </>
            ) : null}
            {showCard && (
              <>
                {" "}
                on{" "}
                <Link href={`/decks/${deckId}/cards/${event.card.id}`} prefetch={false} className="font-bold text-felt underline">
                  {cardName(event.card)}
                </Link>
              </>
            )}
          </p>
          {event.reason && <p className="mt-1 text-muted">Reason: {event.reason}</p>}
          <p className="mt-1 text-sm text-muted">
            Recorded by {event.recordedBy.name} · <time dateTime={event.createdAt.toISOString()}>{when.format(event.createdAt)} UTC</time>
            {event.gameId ? ` · game ${event.gameId}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
