import { cardName } from "@/lib/cards/deck-composition";
import type { DesignEventKind } from "@/lib/generated/prisma/enums";

type NamedCard = { rank: string; suit: string | null };

/** One change to the deck's design as its rows keep it: what each card it touched had done to it. */
export interface DesignChangeRows<C extends NamedCard = NamedCard> {
  /** The set the picture was chosen for (custom decks). */
  setLabel: string | null;
  /** For a change of the whole look: what changed, in a few plain words. */
  summary: string | null;
  /** Each card the change touched, with what it did to that card; one entry without a card for a change of the look. */
  parts: { kind: DesignEventKind; card: C | null }[];
}

/** A change in words: text, and the cards it names (a page links them to their stories). */
export type DesignChangeWords<C extends NamedCard = NamedCard> = (string | { card: C })[];

/** How many cards a change names one by one before it counts the rest. */
const NAMED_CARDS = 3;

function cardWords<C extends NamedCard>(card: C): DesignChangeWords<C> {
  return card.suit ? ["the ", { card }] : ["a “", { card }, "” card"];
}

function listed<C extends NamedCard>(cards: C[]): DesignChangeWords<C> {
  const named = cards.length > NAMED_CARDS + 1 ? cards.slice(0, NAMED_CARDS) : cards;
  const words = named.flatMap((card, i) => [...(i === 0 ? [] : i === named.length - 1 && named.length === cards.length ? [" and "] : [", "]), ...cardWords(card)]);
  return named.length === cards.length ? words : [`${cards.length} cards (`, ...words, ` and ${cards.length - named.length} more)`];
}

const ACTIONS: Record<Exclude<DesignEventKind, "LOOK_CHANGED">, <C extends NamedCard>(which: DesignChangeWords<C>) => DesignChangeWords<C>> = {
  PICTURE_SET: (which) => ["gave ", ...which, " a new picture"],
  CROP_MOVED: (which) => ["moved the crop of the picture on ", ...which],
  PICTURE_REMOVED: (which) => ["took the picture off ", ...which],
};

/**
 * What a design change did, in words that follow the name of who made it: "changed the deck’s
 * look: theme Forest → our own", "gave the set “Cats” a new picture", "moved the crop of the
 * picture on the Queen of Hearts", "took the picture off the set “Cats”". A change that gave some
 * cards the picture and moved the crop on others says both. The cards it names are kept apart, so
 * a page can link them.
 */
export function designChangeWords<C extends NamedCard>(change: DesignChangeRows<C>): DesignChangeWords<C> {
  if (change.parts.some((part) => part.kind === "LOOK_CHANGED")) return [`changed the deck’s look${change.summary ? `: ${change.summary}` : ""}`];
  const byKind = new Map<Exclude<DesignEventKind, "LOOK_CHANGED">, C[]>();
  for (const { kind, card } of change.parts) {
    if (kind === "LOOK_CHANGED" || !card) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), card]);
  }
  // A set's change names the set, unless it did two things (then each part names its cards).
  const wholeSet = change.setLabel !== null && byKind.size === 1 ? [`the set “${change.setLabel}”`] : null;
  return [...byKind].flatMap(([kind, cards], i) => [...(i > 0 ? [" and "] : []), ...ACTIONS[kind](wholeSet ?? listed(cards))]);
}

/** The same words as plain text: "gave the Queen of Hearts a new picture". */
export function describeDesignChange(change: DesignChangeRows): string {
  return designChangeWords(change)
    .map((part) => (typeof part === "string" ? part : cardName(part.card)))
    .join("");
}
