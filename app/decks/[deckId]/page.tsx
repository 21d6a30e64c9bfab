import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { cardDrawingKit } from "@/app/_components/card-svg";
import { requireUser } from "@/lib/auth/session";
import { cardFilterChoices, cardFilterOf, cardsShown, deckPageActions, FIRST_CARDS, showAllLabel } from "@/lib/decks/deck-page";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckPage } from "@/lib/decks/queries";
import { ROLE_LABEL, roleAtLeast } from "@/lib/decks/roles";
import { openRooms } from "@/lib/games/online/rooms/open-rooms";
import { CardFilters } from "./_components/card-filters";
import { CardGrid } from "./_components/card-grid";
import { DeckActions } from "./_components/deck-actions";
import { GamesList } from "./_components/games-list";
import { HistoryList } from "./_components/history-list";
import { OpenRooms } from "./_components/open-rooms";
import { DeckPageHeader } from "./_components/deck-page-header";
import { PlayersPanel } from "./_components/players-panel";
import { BUTTON_LOOK } from "@/app/_components/button";
import { historyPaths } from "@/lib/history/paths";
import { readerTime } from "@/lib/time/family-time";

export const metadata: Metadata = { title: "Deck" };

const MORE_LINK = "inline-flex min-h-11 items-center font-bold text-felt underline";

/**
 * A deck's page, the main thing first: Play (the ways to play this deck), the deck's other pages
 * grouped under it, then its cards (a summary and the first few), players, latest games and history.
 */
export default async function DeckPage({
  params,
  searchParams,
}: {
  params: Promise<{ deckId: string }>;
  searchParams: Promise<{ show?: string }>;
}) {
  const { deckId } = await params;
  const filter = cardFilterOf((await searchParams).show);
  const user = await requireUser(`/decks/${deckId}`);
  const [{ deck, role, cards, players, latest, counts, games }, rooms] = await Promise.all([
    orNotFound(deckPage(user.id, deckId)),
    orNotFound(openRooms(user.id, deckId)),
  ]);
  const shown = cardsShown(cards, filter);
  const canWrite = roleAtLeast(role, "EDITOR");
  const time = readerTime(user.timeZone, deck.timeZone);
  const paths = historyPaths(deck.id);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <DeckPageHeader eyebrow={ROLE_LABEL[role]} title={deck.name} />
        <DeckActions actions={deckPageActions(deck, role)} />
      </div>

      {deck.stage === "SETUP" && (
        <div className="rounded-2xl bg-amber-50 p-5 ring-2 ring-amber-300">
          <p className="text-lg font-bold">The twelve-card setup isn’t finished yet.</p>
          {canWrite && (
            <Link href={`/decks/${deck.id}/setup`} className={`mt-3 ${BUTTON_LOOK.primary}`}>
              Continue the setup
            </Link>
          )}
        </div>
      )}

      <OpenRooms rooms={rooms} />

      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading" className="font-display text-2xl font-bold">Cards</h2>
        <CardFilters choices={cardFilterChoices(deck.id, cards, filter)} />
        <CardGrid
          key={filter}
          deckId={deck.id}
          cards={shown.map(({ id, rank, suit, word, code, colour, artId, hand, status }) => ({ id, rank, suit, word, code, colour, artId, hand, status }))}
          kit={cardDrawingKit(shown, deck)}
          fold={{ ...FIRST_CARDS, showAllLabel: showAllLabel(filter, shown.length) }}
        />
        {shown.length === 0 && <p className="mt-4 text-muted">No cards here.</p>}
      </section>

      <section aria-labelledby="players-heading">
        <h2 id="players-heading" className="font-display text-2xl font-bold">Players</h2>
        <PlayersPanel
          deckId={deck.id}
          canEdit={canWrite}
          players={players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, archived: p.archivedAt !== null }))}
        />
      </section>

      <section aria-labelledby="games-heading">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <h2 id="games-heading" className="font-display text-2xl font-bold">Games</h2>
          {games.length > 0 && (
            <Link href={paths.games} className={MORE_LINK}>
              Every game
            </Link>
          )}
        </div>
        <GamesList deckId={deck.id} games={games} time={time} />
      </section>

      <section aria-labelledby="history-heading">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <h2 id="history-heading" className="font-display text-2xl font-bold">Latest history</h2>
          <Link href={paths.timeline()} className={MORE_LINK}>
            The whole history ({counts.events} {counts.events === 1 ? "event" : "events"})
          </Link>
        </div>
        <div className="mt-3">
          <HistoryList deckId={deck.id} events={latest} time={time} />
        </div>
      </section>
    </div>
  );
}
