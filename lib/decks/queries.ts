import { db } from "@/lib/db/client";
import { requireDeckRole } from "./access";
import { notFound } from "./errors";

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

/** Everything the deck page shows, after checking the user may see the deck. */
export async function deckOverview(userId: string, deckId: string) {
  // The role check runs alongside the reads; nothing is returned unless it passes.
  const [role, deck, cards, players, latest] = await Promise.all([
    requireDeckRole(userId, deckId, "VIEWER"),
    db.deck.findUnique({ where: { id: deckId } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "desc" }, take: 12, include: eventInclude }),
  ]);
  if (!deck) throw notFound();
  const inDeck = cards.filter((c) => c.status === "IN_DECK");
  return {
    deck,
    role,
    cards,
    players,
    latest,
    counts: {
      words: cards.filter((c) => c.word !== null).length,
      blank: inDeck.filter((c) => c.word === null).length,
      missing: cards.filter((c) => c.status === "MISSING").length,
      events: deck.historySeq,
    },
  };
}

/** A card and its whole story, oldest first. */
export async function cardStory(userId: string, deckId: string, cardId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const card = await db.card.findFirst({ where: { id: cardId, deckId }, include: { deck: { select: { name: true } } } });
  if (!card) throw notFound("That card");
  const [events, players] = await Promise.all([
    db.wordEvent.findMany({ where: { cardId }, orderBy: { seq: "asc" }, include: eventInclude }),
    db.player.findMany({ where: { deckId, archivedAt: null }, orderBy: { position: "asc" } }),
  ]);
  return { card, events, players, role };
}

export type DeckEvent = Awaited<ReturnType<typeof deckOverview>>["latest"][number];
