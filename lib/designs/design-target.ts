import { db } from "@/lib/db/client";
import { invalid, notFound } from "@/lib/decks/errors";
import { artBoxKindOf, type ArtBoxKind } from "@/lib/print/art-box";
import type { DesignTarget } from "./schemas";

export interface TargetCards {
  /** The cards the change is for, in deck order. */
  cardIds: string[];
  /** The set's label, for a set target. */
  setLabel: string | null;
  /** The art box every one of these cards shows its picture in. */
  box: ArtBoxKind;
}

/**
 * The cards of this deck a picture change is for: every card of a custom deck's set, or chosen
 * cards. Anything that isn't this deck's is refused (400), so another deck's cards are never touched.
 */
export async function targetCards(deckId: string, target: DesignTarget): Promise<TargetCards> {
  const deck = await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { kind: true } });
  if (target.kind === "set") {
    if (deck.kind !== "CUSTOM") throw invalid("A standard deck has no sets: choose its cards instead.");
    const cards = await db.card.findMany({ where: { deckId, rank: target.label }, orderBy: { position: "asc" }, select: { id: true, suit: true } });
    if (cards.length === 0) throw invalid(`This deck has no set called “${target.label}”.`);
    return { cardIds: cards.map((card) => card.id), setLabel: target.label, box: artBoxKindOf(cards[0]!) };
  }
  const wanted = new Set(target.cardIds);
  const cards = await db.card.findMany({ where: { deckId, id: { in: [...wanted] } }, orderBy: { position: "asc" }, select: { id: true, suit: true } });
  if (cards.length !== wanted.size) throw notFound("That card");
  const boxes = new Set(cards.map(artBoxKindOf));
  if (boxes.size !== 1) throw invalid("Choose cards that show their picture the same way: all standard cards, or all custom ones.");
  return { cardIds: cards.map((card) => card.id), setLabel: null, box: artBoxKindOf(cards[0]!) };
}

/** The same cards (in any order). */
export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}
