import { db } from "@/lib/db/client";
import { notFound } from "@/lib/decks/errors";
import type { DeckExportFile } from "./schema";

type File = DeckExportFile;

/** The deck's small parts as one moment saw them, and where its long parts (history, games) stop. */
export interface DeckSnapshot extends Pick<File, "deck" | "members" | "players" | "cards" | "prints" | "backImage"> {
  deck: File["deck"] & { id: string; historySeq: number; name: string };
  /** The games that existed at that moment, oldest first: read later, a batch at a time. */
  gameIds: string[];
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Reads everything of a deck that stays small (a deck has at most a few hundred cards and players,
 * a print now and then, one back picture) in one repeatable-read transaction, so the cards' words
 * are exactly what the history up to deck.historySeq says: a word written while the export streams
 * is neither in the cards nor in the events. Events are append-only, so reading them later up to
 * historySeq gives the same rows. Each query is bounded by the deck's size, not its history's.
 */
export async function readDeckSnapshot(deckId: string): Promise<DeckSnapshot> {
  return db.$transaction(
    async (tx) => {
      const deck = await tx.deck.findUnique({
        where: { id: deckId },
        select: { id: true, name: true, kind: true, stage: true, design: true, setupDeal: true, createdAt: true, historySeq: true, timeZone: true },
      });
      if (!deck) throw notFound();
      const [members, players, cards, prints, image, games] = await Promise.all([
        tx.deckMember.findMany({ where: { deckId }, orderBy: [{ createdAt: "asc" }, { userId: "asc" }], select: { role: true, user: { select: { name: true } } } }),
        tx.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
        tx.card.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
        tx.deckPrint.findMany({ where: { deckId }, orderBy: [{ printedAt: "asc" }, { id: "asc" }], include: { printedBy: { select: { name: true } } } }),
        tx.deckBackImage.findUnique({ where: { deckId }, select: { bytes: true, mime: true, width: true, height: true } }),
        tx.game.findMany({ where: { deckId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } }),
      ]);
      return {
        deck: { ...deck, design: deck.design as File["deck"]["design"], setupDeal: deck.setupDeal as File["deck"]["setupDeal"], createdAt: iso(deck.createdAt) },
        members: members.map((m) => ({ name: m.user.name, role: m.role })),
        players: players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, position: p.position, archivedAt: isoOrNull(p.archivedAt), createdAt: iso(p.createdAt) })),
        cards: cards.map((c) => ({
          id: c.id,
          position: c.position,
          code: c.code,
          rank: c.rank,
          suit: c.suit as File["cards"][number]["suit"],
          colour: c.colour,
          status: c.status,
          word: c.word,
          updatedSeq: c.updatedSeq,
        })),
        prints: prints.map((p) => ({
          printedBy: p.printedByName ?? p.printedBy.name,
          printedAt: iso(p.printedAt),
          historySeq: p.historySeq,
          cardIds: p.cardIds as string[],
          cardCount: p.cardCount,
          pageCount: p.pageCount,
          options: p.options as File["prints"][number]["options"],
        })),
        backImage: image
          ? { mime: image.mime as NonNullable<File["backImage"]>["mime"], width: image.width, height: image.height, size: image.bytes.length, base64: Buffer.from(image.bytes).toString("base64") }
          : null,
        gameIds: games.map((g) => g.id),
      };
    },
    { isolationLevel: "RepeatableRead" },
  );
}
