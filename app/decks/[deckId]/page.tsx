import type { Metadata } from "next";
import Link from "next/link";
import { cardDrawingKit } from "@/app/_components/card-svg";
import { requireUser } from "@/lib/auth/session";
import { orNotFound } from "@/lib/decks/page-guard";
import { deckPage } from "@/lib/decks/queries";
import { ROLE_LABEL, roleAtLeast } from "@/lib/decks/roles";
import { openRooms } from "@/lib/games/online/rooms/open-rooms";
import { CardGrid } from "./_components/card-grid";
import { GamesList } from "./_components/games-list";
import { HistoryList } from "./_components/history-list";
import { OpenRooms } from "./_components/open-rooms";
import { DeckPageHeader } from "./_components/deck-page-header";
import { PlayersPanel } from "./_components/players-panel";
import { BUTTON_LOOK } from "@/app/_components/button";
import { historyPaths } from "@/lib/history/paths";
import { readerTime } from "@/lib/time/family-time";

export const metadata: Metadata = { title: "Deck" };

const FILTERS = { all: "All cards", words: "With words", blank: "Blank" } as const;
type Filter = keyof typeof FILTERS;

export default async function DeckPage({
  params,
  searchParams,
}: {
  params: Promise<{ deckId: string }>;
  searchParams: Promise<{ show?: string }>;
}) {
  const { deckId } = await params;
  const requested = (await searchParams).show;
  const show: Filter = requested === "words" || requested === "blank" ? requested : "all";
  const user = await requireUser(`/decks/${deckId}`);
  const [{ deck, role, cards, players, latest, counts, games }, rooms] = await Promise.all([
    orNotFound(deckPage(user.id, deckId)),
    orNotFound(openRooms(user.id, deckId)),
  ]);
  const shown = cards.filter((c) => (show === "words" ? c.word !== null : show === "blank" ? c.word === null : true));
  const canWrite = roleAtLeast(role, "EDITOR");
  const time = readerTime(user.timeZone, deck.timeZone);

  return (
    <div className="flex flex-col gap-8">
      <DeckPageHeader
        eyebrow={ROLE_LABEL[role]}
        title={deck.name}
        actions={
          <nav aria-label="Deck" className="flex flex-wrap gap-2">
            {canWrite && (
              <Link href={`/decks/${deck.id}/play/new`} className={BUTTON_LOOK.primary}>
                Play
              </Link>
            )}
            {canWrite && (
              <Link href={`/decks/${deck.id}/online/new`} className={BUTTON_LOOK.outline}>
                Play online
              </Link>
            )}
            <Link href={`/decks/${deck.id}/print`} className={BUTTON_LOOK.outline}>Print</Link>
            {canWrite && (
              // Not prefetched: the designer is a large page that a visit to the deck seldom leads to.
              <Link href={`/decks/${deck.id}/design`} prefetch={false} className={BUTTON_LOOK.outline}>
                Design the cards
              </Link>
            )}
            <Link href={`/decks/${deck.id}/members`} className={BUTTON_LOOK.outline}>
              Members
            </Link>
            <Link href={`/decks/${deck.id}/settings`} className={BUTTON_LOOK.outline}>
              Settings
            </Link>
            <Link href={`/decks/${deck.id}/table`} className={BUTTON_LOOK.outline}>Table companion</Link>
            <Link href={`/decks/${deck.id}/check`} className={BUTTON_LOOK.outline}>Check the real deck</Link>
            <Link href={historyPaths(deck.id).timeline()} className={BUTTON_LOOK.outline}>History</Link>
            {canWrite && deck.stage === "READY" && (
              <Link href={`/decks/${deck.id}/import`} className={BUTTON_LOOK.outline}>
                Enter words from the real deck
              </Link>
            )}
          </nav>
        }
      />

      {deck.stage === "SETUP" && (
        <div className="rounded-2xl bg-amber-50 p-5 ring-2 ring-amber-300">
          <p className="text-lg font-bold">The twelve-card setup isn’t finished yet.</p>
          <Link href={`/decks/${deck.id}/setup`} className={`mt-3 ${BUTTON_LOOK.primary}`}>
            Continue the setup
          </Link>
        </div>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Words written", counts.words],
          ["Cards left blank", counts.blank],
          ["Cards missing", counts.missing],
          ["History events", counts.events],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-4 ring-1 ring-line">
            <dt className="text-muted">{label}</dt>
            <dd className="font-display text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>

      <OpenRooms rooms={rooms} />

      <section aria-labelledby="players-heading">
        <h2 id="players-heading" className="font-display text-2xl font-bold">Players</h2>
        <PlayersPanel
          deckId={deck.id}
          canEdit={canWrite}
          players={players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, archived: p.archivedAt !== null }))}
        />
      </section>

      <section aria-labelledby="cards-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cards-heading" className="font-display text-2xl font-bold">Cards</h2>
          <nav aria-label="Filter cards" className="flex gap-1 rounded-xl bg-white p-1 ring-1 ring-line">
            {(Object.keys(FILTERS) as Filter[]).map((f) => (
              <Link
                key={f}
                href={f === "all" ? `/decks/${deck.id}` : `/decks/${deck.id}?show=${f}`}
                aria-current={show === f ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-lg px-4 font-bold aria-[current=page]:bg-felt aria-[current=page]:text-white"
              >
                {FILTERS[f]}
              </Link>
            ))}
          </nav>
        </div>
        <CardGrid
          deckId={deck.id}
          cards={shown.map(({ id, rank, suit, word, code, colour, artId, status }) => ({ id, rank, suit, word, code, colour, artId, status }))}
          kit={cardDrawingKit(shown, deck)}
        />
        {shown.length === 0 && <p className="mt-4 text-muted">No cards here.</p>}
      </section>

      <section aria-labelledby="games-heading">
        <h2 id="games-heading" className="font-display text-2xl font-bold">Games</h2>
        <GamesList deckId={deck.id} games={games} time={time} />
      </section>

      <section aria-labelledby="history-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="history-heading" className="font-display text-2xl font-bold">Latest history</h2>
          <Link href={historyPaths(deck.id).timeline()} className="inline-flex min-h-11 items-center font-bold text-felt underline">
            The whole history
          </Link>
        </div>
        <div className="mt-3">
          <HistoryList deckId={deck.id} events={latest} time={time} />
        </div>
      </section>
    </div>
  );
}
