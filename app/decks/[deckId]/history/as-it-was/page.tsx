import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { cardDrawingKit } from "@/app/_components/card-svg";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckAsItWas, type AsItWasAt } from "@/lib/history/deck-at";
import { historyPaths } from "@/lib/history/paths";
import { placeOverWordEvent } from "@/lib/history/timeline";
import { familyTime, isCalendarDay, readerTime, zoneName, type FamilyTime } from "@/lib/time/family-time";
import { zoneNote } from "@/lib/time/zone-note";
import { CardGrid } from "../../_components/card-grid";
import { AsItWasChanges } from "./_components/as-it-was-changes";
import { AsItWasControls } from "./_components/as-it-was-controls";
import { momentSentence } from "./_components/as-it-was-moment";

export const metadata: Metadata = { title: "The deck as it was" };

type Search = { at?: string; date?: string; game?: string };

/** The moment the address asks for; a day that isn't a real YYYY-MM-DD day is said to be wrong, not shown. */
function momentAsked(search: Search): { at: AsItWasAt; badDate: boolean } {
  if (search.at !== undefined && /^\d+$/.test(search.at)) return { at: { seq: Number(search.at) }, badDate: false };
  if (search.date) return isCalendarDay(search.date) ? { at: { date: search.date }, badDate: false } : { at: {}, badDate: true };
  if (search.game) return { at: { game: search.game }, badDate: false };
  return { at: {}, badDate: false };
}

const gameLabel = (game: { game: string; players: string[]; createdAt: Date }, time: FamilyTime) =>
  `${game.game}${game.players.length > 0 ? `: ${game.players.join(", ")}` : ""} (${time.day(game.createdAt)})`;

export default async function AsItWasPage({ params, searchParams }: { params: Promise<{ deckId: string }>; searchParams: Promise<Search> }) {
  const { deckId } = await params;
  const search = await searchParams;
  const user = await requireUser(historyPaths(deckId).asItWas());
  const { at, badDate } = momentAsked(search);
  const view = await orNotFound(deckAsItWas(user.id, deckId, at));
  const { deck, moment, cards, changed, counts } = view;
  const kit = cardDrawingKit(cards, deck);
  const reader = readerTime(user.timeZone, deck.timeZone);
  const deckDays = familyTime(deck.timeZone);
  const games = view.games.map((g) => ({ id: g.id, label: gameLabel(g, reader) }));
  const askedGame = at.game ? view.games.find((g) => g.id === at.game) : undefined;
  const gameName = askedGame ? gameLabel(askedGame, reader) : null;
  const shownDay = at.date ?? (moment.createdAt ? deckDays.calendarDay(moment.createdAt) : "");

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="as-it-was-heading" className="flex flex-col gap-2">
        <h2 id="as-it-was-heading" className="font-display text-3xl font-bold">
          The deck as it was
        </h2>
        {badDate && (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 font-bold ring-2 ring-amber-300">
            That day isn’t a date we can read: pick one with the calendar. Showing the deck as it is now.
          </p>
        )}
        <p className="text-xl font-bold" aria-live="polite">
          {momentSentence(moment, at, gameName, { reader, deckDays })}
        </p>
        <p className="text-muted">{zoneNote(deck.timeZone, reader)}</p>
        <p className="text-muted">
          Then: {counts.words} {counts.words === 1 ? "word" : "words"} written, {counts.blank} blank {counts.blank === 1 ? "card" : "cards"} in the deck,{" "}
          {counts.missing} missing.{" "}
          {moment.seq > 0 && moment.createdAt && (
            <Link href={historyPaths(deck.id).timeline({ before: placeOverWordEvent({ seq: moment.seq, createdAt: moment.createdAt }) })} className="font-bold text-felt underline">
              The timeline from this event back
            </Link>
          )}
        </p>
      </section>

      <AsItWasControls
        // A new page (another deck) starts its slider afresh.
        key={deck.id}
        deckId={deck.id}
        seq={moment.seq}
        historySeq={deck.historySeq}
        date={shownDay}
        dayZone={zoneName(deck.timeZone)}
        game={at.game ?? games[0]?.id ?? ""}
        games={games}
      />

      <section aria-labelledby="cards-then-heading">
        <h2 id="cards-then-heading" className="font-display text-2xl font-bold">
          The cards then
        </h2>
        <CardGrid deckId={deck.id} cards={cards} kit={kit} />
      </section>

      <AsItWasChanges deckId={deck.id} changed={changed} />
    </div>
  );
}
