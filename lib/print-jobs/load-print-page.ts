import { cardName } from "@/lib/cards/deck-composition";
import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { roleAtLeast } from "@/lib/decks/roles";
import { parseDeckPrintDesign } from "@/lib/print/themes";
import { changedSincePrinted, lastPrintedSeqByCard, latestPrint } from "./print-history";
import { qrAdvice } from "./qr-default";

/** What the print page shows: the deck's design, its cards to choose from, its last print, and whether its cards are scanned (QR codes). */
export async function loadPrintPage(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [deck, cards, printed, lastPrint, backImage, tableSessions] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, design: true, lookSeq: true, timeZone: true, deckCheckedAt: true } }),
    db.card.findMany({
      where: { deckId },
      orderBy: { position: "asc" },
      select: { id: true, code: true, rank: true, suit: true, word: true, status: true, updatedSeq: true, designSeq: true },
    }),
    lastPrintedSeqByCard(deckId),
    latestPrint(deckId),
    db.deckBackImage.findUnique({ where: { deckId }, select: { width: true, height: true, mime: true, updatedAt: true } }),
    db.game.count({ where: { deckId, mode: "TABLE" } }),
  ]);
  if (!deck) throw notFound();
  const changed = changedSincePrinted(printed, deck.lookSeq);
  return {
    deck: { id: deck.id, name: deck.name, design: parseDeckPrintDesign(deck.design), timeZone: deck.timeZone },
    canEditDesign: roleAtLeast(role, "EDITOR"),
    cards: cards.map((card) => ({
      id: card.id,
      code: card.code,
      name: cardName(card),
      word: card.word,
      missing: card.status === "MISSING",
      changed: changed(card),
    })),
    lastPrint,
    backImage,
    qr: qrAdvice({ tableSessions, deckChecked: deck.deckCheckedAt !== null }),
  };
}

export type PrintPageData = Awaited<ReturnType<typeof loadPrintPage>>;
