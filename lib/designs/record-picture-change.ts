import { db } from "@/lib/db/client";
import { notFound } from "@/lib/decks/errors";
import type { Tx } from "@/lib/decks/history";
import { keyReused } from "@/lib/decks/request-key";
import type { Crop } from "@/lib/print/art-box";
import { sameCards, type TargetCards } from "./design-target";
import { deleteUnusedPictures } from "./delete-unused-pictures";
import { pictureEventKind, requestedKindOf, type RequestedPictureKind } from "./picture-change-kind";
import type { PictureChange } from "./schemas";

/** What a picture change asks for, as its events keep it: checked against a retry with the same key. */
export interface RequestedPictureChange {
  kind: RequestedPictureKind;
  target: TargetCards;
  /** For a crop: the picture and the part of it asked for. */
  crop?: { pictureId: string; crop: Crop };
}

type Client = Tx | typeof db;

const sameCrop = (a: Crop, b: Crop) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * The answer an earlier request with this key got, when it asked for the same change: a retry (or
 * a double submit) gets it again and changes nothing. The same key for another change is refused
 * (409). Null when the key is new.
 */
export async function replayOfPictureChange(client: Client, deckId: string, requestKey: string, wanted: RequestedPictureChange): Promise<PictureChange | null> {
  const earlier = await client.deckDesignEvent.findMany({
    where: { deckId, requestKey },
    orderBy: { card: { position: "asc" } },
    select: { seq: true, kind: true, cardId: true, setLabel: true, art: { select: { id: true, pictureId: true, crop: true } } },
  });
  if (earlier.length === 0) return null;
  const first = earlier[0]!;
  const cardIds = earlier.map((event) => event.cardId!);
  const same =
    earlier.every((event) => requestedKindOf(event.kind) === wanted.kind && event.setLabel === wanted.target.setLabel && event.art?.id === first.art?.id) &&
    sameCards(cardIds, wanted.target.cardIds) &&
    // A crop's picture may have been deleted since (no card shows it any more): its crop still tells.
    (!wanted.crop || (first.art !== null && (first.art.pictureId ?? wanted.crop.pictureId) === wanted.crop.pictureId && sameCrop(first.art.crop as Crop, wanted.crop.crop)));
  if (!same) throw keyReused();
  return { artId: first.art?.id ?? null, pictureId: first.art?.pictureId ?? null, cardIds, seq: first.seq };
}

/**
 * One picture change, in one transaction: the deck row is locked (so changes to one deck's design
 * take turns, and their numbers have no gaps or repeats), a retry that raced the first attempt is
 * answered from it, then `makeArt` stores the new art (or nothing, to remove), the cards show it,
 * the pictures no card shows any more are deleted, and one event per card is recorded, all under
 * the change's number and at one instant: a card that already showed the picture a new crop is cut
 * from has its crop moved, the others are given the picture (picture-change-kind.ts).
 */
export async function recordPictureChange(options: {
  deckId: string;
  userId: string;
  requestKey: string;
  wanted: RequestedPictureChange;
  makeArt: (tx: Tx) => Promise<{ artId: string; pictureId: string } | null>;
}): Promise<PictureChange> {
  const { deckId, userId, requestKey, wanted, makeArt } = options;
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ designSeq: number }[]>`SELECT "designSeq" FROM "decks" WHERE "id" = ${deckId} FOR NO KEY UPDATE`;
    if (!locked[0]) throw notFound();
    const replay = await replayOfPictureChange(tx, deckId, requestKey, wanted);
    if (replay) return replay;
    const seq = locked[0].designSeq + 1;
    await tx.deck.update({ where: { id: deckId }, data: { designSeq: seq } });
    const art = await makeArt(tx);
    const { cardIds, setLabel } = wanted.target;
    const shown = await tx.card.findMany({ where: { deckId, id: { in: cardIds } }, select: { id: true, art: { select: { pictureId: true } } } });
    const shownPicture = new Map(shown.map((card) => [card.id, card.art?.pictureId ?? null]));
    await tx.card.updateMany({ where: { deckId, id: { in: cardIds } }, data: { artId: art?.artId ?? null, designSeq: seq } });
    await deleteUnusedPictures(tx, deckId);
    const createdAt = new Date();
    await tx.deckDesignEvent.createMany({
      data: cardIds.map((cardId) => ({
        deckId,
        seq,
        kind: pictureEventKind(wanted.kind, shownPicture.get(cardId) ?? null, art?.pictureId ?? null),
        cardId,
        artId: art?.artId ?? null,
        setLabel,
        recordedById: userId,
        requestKey,
        createdAt,
      })),
    });
    return { artId: art?.artId ?? null, pictureId: art?.pictureId ?? null, cardIds, seq };
  });
}
