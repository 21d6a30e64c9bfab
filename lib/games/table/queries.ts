import { cardName } from "@/lib/cards/deck-composition";
import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { handsShown, withHands } from "@/lib/decks/card-hands";
import { notFound } from "@/lib/decks/errors";
import { currentStoredDrawings } from "@/lib/decks/word-drawings";
import { DAMAGED_GAME, readStored, unlessDamaged } from "../stored-game";
import { ledgerOf, tableResultOf } from "./ledger";
import { normaliseCardCode } from "./right-call";
import { tableSetupSchema } from "./setup";

/** The deck's table sessions, newest first, for the start page. */
export async function listTableSessions(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [deck, players, games] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, stage: true, timeZone: true } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.game.findMany({
      where: { deckId, mode: "TABLE" },
      orderBy: { createdAt: "desc" },
      take: 30,
      include: { actions: { orderBy: { index: "asc" } } },
    }),
  ]);
  if (!deck) throw notFound();
  const sessions = games.map((game) => {
    const common = { id: game.id, status: game.status, createdAt: game.createdAt };
    const read = unlessDamaged(() => ({ setup: readStored(tableSetupSchema, game.setup), standing: tableResultOf(ledgerOf(game.actions)) }));
    if (!read) return { ...common, players: [], snaps: 0, words: 0, problem: DAMAGED_GAME };
    return { ...common, players: read.setup.players.map((id) => players.find((p) => p.id === id)?.name ?? "A former player"), ...read.standing, problem: null };
  });
  return { deck, role, players: players.filter((p) => p.archivedAt === null), sessions };
}

/** One table session with its snaps (newest first), its players and the deck's cards for the grid. */
export async function tableSession(userId: string, deckId: string, gameId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [deck, game, deckCards, players, drawings] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, design: true, timeZone: true, wordsInFont: true } }),
    db.game.findFirst({ where: { id: gameId, deckId, mode: "TABLE" }, include: { actions: { orderBy: { index: "asc" } } } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    currentStoredDrawings(db, deckId),
  ]);
  if (!deck) throw notFound();
  // The grid draws each card as it prints: in the hand its word was written in.
  const cards = withHands(deckCards, handsShown(deck, drawings));
  if (!game) throw notFound("That table session");
  const setup = readStored(tableSetupSchema, game.setup);
  const nameOf = (cardId: string) => {
    const card = cards.find((c) => c.id === cardId);
    return card ? cardName(card) : "a card";
  };
  const ledger = ledgerOf(game.actions);
  const nameOfRecorder = await recorderNames(ledger.snaps.flatMap((s) => [s.recordedById, s.undoneById]));
  const snaps = ledger.snaps
    .map((s) => ({
      ...s,
      recordedBy: nameOfRecorder(s.recordedById),
      undoneBy: nameOfRecorder(s.undoneById),
      winner: players.find((p) => p.id === s.winnerPlayerId) ?? null,
      onTableName: nameOf(s.onTableCardId),
      justPlayedName: nameOf(s.justPlayedCardId),
      words: s.words.map((w) => ({ ...w, cardName: nameOf(w.cardId) })),
    }))
    .reverse();
  return {
    deck,
    role,
    game: {
      id: game.id,
      status: game.status,
      createdAt: game.createdAt,
      endedAt: game.endedAt,
      matchSuits: setup.matchSuits,
      actionCount: game.actionCount,
    },
    players: setup.players.flatMap((id) => players.filter((p) => p.id === id)),
    cards,
    snaps,
  };
}

/**
 * Who recorded each snap or undo, by name: "a former member" when that user is gone, null for
 * actions recorded before who recorded them was kept.
 */
async function recorderNames(ids: (string | undefined)[]): Promise<(id: string | undefined) => string | null> {
  const wanted = [...new Set(ids.filter((id) => id !== undefined))];
  const users = wanted.length > 0 ? await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } }) : [];
  return (id) => (id === undefined ? null : (users.find((u) => u.id === id)?.name ?? "a former member"));
}

/** A card of the deck by the code printed on it, typed in any case ("7h", "10S"); null when none has it. */
export async function cardByCode(userId: string, deckId: string, code: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const wanted = normaliseCardCode(code);
  if (wanted === "") return null;
  return db.card.findFirst({ where: { deckId, code: { equals: wanted, mode: "insensitive" } } });
}
