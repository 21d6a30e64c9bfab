import type { Metadata } from "next";
import { CardImage } from "@/app/_components/card-image";
import { requireUser } from "@/lib/auth/session";
import { cardName } from "@/lib/cards/deck-composition";
import { orNotFound } from "@/lib/decks/page-guard";
import { roleAtLeast } from "@/lib/decks/roles";
import { DamagedGame, orDamaged } from "@/lib/games/stored-game";
import { tableSession } from "@/lib/games/table/queries";
import { shoutText } from "@/lib/games/table/right-call";
import { LiveRecord } from "./live-record";
import { TableCompanion, type CompanionCard, type CompanionSnap } from "./table-companion";
import { DamagedGameNotice } from "@/app/decks/[deckId]/_components/damaged-game";
import { DeckPageHeader } from "@/app/decks/[deckId]/_components/deck-page-header";
import { readerTime } from "@/lib/time/family-time";

export const metadata: Metadata = { title: "Table session" };

export default async function TableSessionPage({ params }: { params: Promise<{ deckId: string; gameId: string }> }) {
  const { deckId, gameId } = await params;
  const user = await requireUser(`/decks/${deckId}/table/${gameId}`);
  const session = await orDamaged(orNotFound(tableSession(user.id, deckId, gameId)));
  if (session instanceof DamagedGame) return <DamagedGameNotice deckId={deckId} message={session.message} />;
  const { deck, role, game, players, cards, snaps } = session;

  const companionCards: CompanionCard[] = cards.map((card) => ({
    id: card.id,
    code: card.code,
    linkCode: card.linkCode,
    name: cardName(card),
    rank: card.rank,
    suit: card.suit,
    word: card.word,
    inDeck: card.status === "IN_DECK",
    image: <CardImage card={card} deck={deck} decorative />,
  }));
  const companionSnaps: CompanionSnap[] = snaps.map((s) => ({
    index: s.index,
    snap: s.snap,
    undone: s.undone,
    winner: s.winner ? { name: s.winner.name, colour: s.winner.colour } : null,
    onTable: s.onTableName,
    justPlayed: s.justPlayedName,
    call: shoutText(s.call),
    words: s.words.map((w) => ({ cardId: w.cardId, cardName: w.cardName, word: w.word })),
    recordedBy: s.recordedBy,
    undoneBy: s.undoneBy,
  }));

  return (
    <div className="flex flex-col gap-8">
      <DeckPageHeader back={{ href: `/decks/${deck.id}/table`, label: `Table sessions of ${deck.name}` }} title="At the table">
        {players.map((p) => p.name).join(", ")} · started <time dateTime={game.createdAt.toISOString()}>{readerTime(user.timeZone, deck.timeZone).dayAndTime(game.createdAt)}</time>
        {game.matchSuits ? " · matching suits count" : ""}
        {game.status === "OVER" ? " · this session is over" : ""}
      </DeckPageHeader>
      <LiveRecord deckId={deck.id} gameId={game.id} shown={{ actionCount: game.actionCount, status: game.status }} />
      <TableCompanion
        userId={user.id}
        deckId={deck.id}
        gameId={game.id}
        canRecord={roleAtLeast(role, "EDITOR") && game.status === "PLAYING"}
        matchSuits={game.matchSuits}
        players={players.map((p) => ({ id: p.id, name: p.name, colour: p.colour }))}
        cards={companionCards}
        snaps={companionSnaps}
      />
    </div>
  );
}
