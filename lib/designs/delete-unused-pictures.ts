import type { Tx } from "@/lib/decks/history";

/**
 * Deletes the deck's uploaded pictures that no card shows a crop of any more (its cards were given
 * another picture, or had theirs taken off). An uploaded picture is kept only to cut new crops
 * from, and the designer offers crops only of the pictures cards show. What the deck's story
 * needs stays: every crop (CardArt) is kept, with the bytes the design story shows, and the design
 * events that name them (append-only) are untouched; only the crops' link to the deleted picture
 * is cleared. Print records name cards, not pictures. Run inside each picture change's
 * transaction, with the deck locked. Cost: one pass over the deck's pictures, crops and cards (a
 * few hundred at most).
 */
export function deleteUnusedPictures(tx: Tx, deckId: string): Promise<number> {
  return tx.$executeRaw`
    DELETE FROM "deck_pictures" p
    WHERE p."deckId" = ${deckId} AND NOT EXISTS (
      SELECT 1 FROM "card_arts" a JOIN "cards" c ON c."artId" = a."id"
      WHERE a."pictureId" = p."id" AND c."deckId" = ${deckId})`;
}
