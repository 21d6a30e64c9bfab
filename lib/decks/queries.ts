import { db } from "@/lib/db/client";
import { requireDeckRole } from "./access";
import { DECK_PAGE_GAMES, gameSummaries } from "@/lib/games/screen/queries";
import { notFound } from "./errors";
import { designEventAuthor } from "@/lib/designs/design-events";
import { inTimeOrder } from "./story-order";
import { cardFigures } from "@/lib/history/counts";
import { handsShown, oneCardHands, withHands } from "./card-hands";
import { currentStoredDrawings } from "./word-drawings";

export async function listDecks(userId: string) {
  const memberships = await db.deckMember.findMany({
    where: { userId },
    orderBy: { deck: { createdAt: "desc" } },
    select: {
      role: true,
      deck: {
        select: {
          id: true,
          name: true,
          stage: true,
          kind: true,
          createdAt: true,
          _count: { select: { cards: true, players: true } },
        },
      },
    },
  });
  const withWords = await db.card.groupBy({
    by: ["deckId"],
    where: { deckId: { in: memberships.map((m) => m.deck.id) }, word: { not: null } },
    _count: { _all: true },
  });
  const words = new Map(withWords.map((w) => [w.deckId, w._count._all]));
  return memberships.map((m) => ({ ...m.deck, role: m.role, words: words.get(m.deck.id) ?? 0 }));
}

const eventInclude = {
  card: { select: { id: true, rank: true, suit: true, code: true } },
  player: { select: { id: true, name: true, colour: true } },
  recordedBy: { select: { name: true } },
} as const;

/** How many of the latest events the deck page shows (the timeline shows them all). */
const LATEST_EVENTS = 3;

/** The deck's own reads for its overview, without the access check (the callers below make it). */
async function overviewReads(deckId: string) {
  const [deck, cards, players, events] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    // Each event's card is one of the deck's cards, read just above (a deck's cards are all made with
    // it), so it is taken from there rather than asked for again. Players can join at any moment, so
    // an event's player is read with the event.
    db.wordEvent.findMany({
      where: { deckId },
      orderBy: { seq: "desc" },
      take: LATEST_EVENTS,
      include: { player: eventInclude.player, recordedBy: eventInclude.recordedBy },
    }),
  ]);
  if (!deck) throw notFound();
  const cardById = new Map(cards.map(({ id, rank, suit, code }) => [id, { id, rank, suit, code }]));
  const latest = events.map((event) => {
    const card = cardById.get(event.cardId);
    if (!card) throw new Error(`Event ${event.id} is about card ${event.cardId}, which is not one of its deck's cards.`);
    return { ...event, card };
  });
  return {
    deck,
    cards,
    players,
    latest,
    counts: { ...cardFigures(cards), events: deck.historySeq },
  };
}

/** Everything the deck's pages show of it, after checking the user may see the deck. */
export async function deckOverview(userId: string, deckId: string) {
  // The role check runs alongside the reads; nothing is returned unless it passes.
  const [role, overview] = await Promise.all([requireDeckRole(userId, deckId, "VIEWER"), overviewReads(deckId)]);
  return { ...overview, role };
}

/**
 * The deck page: the overview and the deck's games, after one check that the user may see the deck.
 * Each card carries its word's hand (`hand`, the stored form) when the deck shows handwriting: one
 * query for the whole deck, read alongside the rest.
 */
export async function deckPage(userId: string, deckId: string) {
  const [role, overview, games, drawings] = await Promise.all([
    requireDeckRole(userId, deckId, "VIEWER"),
    overviewReads(deckId),
    db.game.findMany({ where: { deckId }, orderBy: { number: "desc" }, take: DECK_PAGE_GAMES, include: { room: { select: { id: true } } } }),
    currentStoredDrawings(db, deckId),
  ]);
  const hands = handsShown(overview.deck, drawings);
  const cards = withHands(overview.cards, hands);
  return { ...overview, cards, role, games: gameSummaries(games, overview.players) };
}

/** What a card's story shows of a design event: who changed its picture, or the deck's look, and when. */
const designEventSelect = {
  id: true,
  seq: true,
  kind: true,
  artId: true,
  setLabel: true,
  summary: true,
  createdAt: true,
  recordedByName: true,
  recordedBy: { select: { name: true } },
} as const;

/**
 * A card and its whole story, oldest first: the words written on it, its picture given or taken
 * off, and the changes of the whole deck's look, in the order they happened.
 */
export async function cardStory(userId: string, deckId: string, cardId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const card = await db.card.findFirst({ where: { id: cardId, deckId }, include: { deck: { select: { id: true, name: true, design: true, timeZone: true, wordsInFont: true } } } });
  if (!card) throw notFound("That card");
  const [words, designs, players, hands] = await Promise.all([
    db.wordEvent.findMany({ where: { deckId, cardId }, orderBy: { seq: "asc" }, include: eventInclude }),
    db.deckDesignEvent.findMany({
      where: { deckId, OR: [{ cardId }, { cardId: null, kind: "LOOK_CHANGED" }] },
      orderBy: { seq: "asc" },
      select: designEventSelect,
    }),
    db.player.findMany({ where: { deckId, archivedAt: null }, orderBy: { position: "asc" } }),
    oneCardHands(card.deck, cardId),
  ]);
  const told = designs.map(({ recordedByName, ...design }) => ({ ...design, recordedBy: { name: designEventAuthor({ recordedByName, recordedBy: design.recordedBy }) } }));
  // Each word of its story carries the hand it was written in, when it was.
  const written = words.map((event) => ({ ...event, hand: hands.byEvent.get(event.id) ?? null }));
  return { card: { ...card, hand: hands.now }, events: inTimeOrder(written, told), players, role };
}

export type DeckEvent = Awaited<ReturnType<typeof deckOverview>>["latest"][number];
