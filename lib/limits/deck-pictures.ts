import { db } from "@/lib/db/client";
import type { Tx } from "@/lib/decks/history";
import { conflict, tooLarge } from "@/lib/decks/errors";
import { DECK_PICTURES } from "./limits";
import { countRequest, deckRefusal } from "./request-counts";

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const TOO_MANY = `This deck already keeps ${DECK_PICTURES.kept} pictures, the most one deck may. Nothing was changed; take a picture off some cards first (a picture no card shows any more is let go), or put one picture on several cards.`;
const tooManyBytes = (bytes: number) =>
  `This deck's pictures would take ${megabytes(bytes)}, more than the ${DECK_PICTURES.keptBytes / (1024 * 1024)} MB one deck may keep. Nothing was changed; take a picture off some cards first, or choose a smaller picture.`;

/** Counts one more picture upload to the deck in its window, or refuses it (429) with the limit and when to try again. */
export function countDeckPictureUpload(deckId: string): Promise<void> {
  return countRequest(`deck:${deckId}`, "deck-picture", DECK_PICTURES.uploads, deckRefusal);
}

/**
 * The pictures the deck keeps, and their bytes, counting only those a card shows a crop of,
 * cards `besides` left out (the cards a change is about to give a new picture). Cost: one pass
 * over the deck's pictures, crops and cards (a few hundred at most); the pictures' sizes are read
 * without reading their bytes.
 */
async function keptPictures(client: Tx | typeof db, deckId: string, besides: string[]): Promise<{ pictures: number; bytes: number }> {
  const [kept] = await client.$queryRaw<[{ pictures: number; bytes: bigint | number }]>`
    SELECT COUNT(*)::int AS pictures, COALESCE(SUM(octet_length(p."bytes")), 0)::bigint AS bytes
    FROM "deck_pictures" p
    WHERE p."deckId" = ${deckId} AND EXISTS (
      SELECT 1 FROM "card_arts" a JOIN "cards" c ON c."artId" = a."id"
      WHERE a."pictureId" = p."id" AND c."deckId" = ${deckId} AND NOT (c."id" = ANY(${besides}::text[])))`;
  return { pictures: kept.pictures, bytes: Number(kept.bytes) };
}

/**
 * Refuses a new picture for these cards, changing nothing, when the deck would then keep more
 * pictures (409), or more bytes of them (413), than DECK_PICTURES allows: the pictures other cards show,
 * and this one of `bytes`. Asked once before the upload is decoded (with its bytes unknown: 0),
 * and again inside the change's transaction with the deck locked, so uploads sent at once can't
 * all slip under the limit.
 */
export async function ensureRoomForPicture(client: Tx | typeof db, deckId: string, cardIds: string[], bytes: number): Promise<void> {
  const kept = await keptPictures(client, deckId, cardIds);
  const past = pictureLimitPassed({ pictures: kept.pictures + 1, bytes: kept.bytes + bytes });
  if (past === "pictures") throw conflict(TOO_MANY);
  if (past === "bytes") throw tooLarge(tooManyBytes(kept.bytes + bytes));
}

/**
 * Which of a deck's picture limits (DECK_PICTURES) a deck keeping these pictures would pass, if
 * any: the one rule for an upload and an import alike. Only the pictures a card shows a crop of
 * count (the others are let go).
 */
export function pictureLimitPassed(kept: { pictures: number; bytes: number }): "pictures" | "bytes" | null {
  if (kept.pictures > DECK_PICTURES.kept) return "pictures";
  if (kept.bytes > DECK_PICTURES.keptBytes) return "bytes";
  return null;
}
