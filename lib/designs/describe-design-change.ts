import { cardName } from "@/lib/cards/deck-composition";
import type { DesignEventKind } from "@/lib/generated/prisma/enums";

/** One change to the deck's design as its rows keep it: what each card it touched had done to it. */
export interface DesignChangeRows {
  /** The set the picture was chosen for (custom decks). */
  setLabel: string | null;
  /** For a change of the whole look: what changed, in a few plain words. */
  summary: string | null;
  /** Each card the change touched, with what it did to that card; one entry without a card for a change of the look. */
  parts: { kind: DesignEventKind; card: { rank: string; suit: string | null } | null }[];
}

/** How many cards a change names one by one before it counts the rest. */
const NAMED_CARDS = 3;

function cardPhrase(card: { rank: string; suit: string | null }): string {
  return card.suit ? `the ${cardName(card)}` : `a “${card.rank}” card`;
}

function listed(phrases: string[]): string {
  if (phrases.length <= 1) return phrases.join("");
  if (phrases.length > NAMED_CARDS + 1) return `${phrases.length} cards (${phrases.slice(0, NAMED_CARDS).join(", ")} and ${phrases.length - NAMED_CARDS} more)`;
  return `${phrases.slice(0, -1).join(", ")} and ${phrases.at(-1)}`;
}

const ACTIONS: Record<Exclude<DesignEventKind, "LOOK_CHANGED">, (which: string) => string> = {
  PICTURE_SET: (which) => `gave ${which} a new picture`,
  CROP_MOVED: (which) => `moved the crop of the picture on ${which}`,
  PICTURE_REMOVED: (which) => `took the picture off ${which}`,
};

/**
 * What a design change did, in words that follow the name of who made it: "changed the deck’s
 * look: theme Forest → our own", "gave the set “Cats” a new picture", "moved the crop of the
 * picture on the Queen of Hearts", "took the picture off the set “Cats”". A change that gave some
 * cards the picture and moved the crop on others says both.
 */
export function describeDesignChange(change: DesignChangeRows): string {
  if (change.parts.some((part) => part.kind === "LOOK_CHANGED")) return `changed the deck’s look${change.summary ? `: ${change.summary}` : ""}`;
  const byKind = new Map<Exclude<DesignEventKind, "LOOK_CHANGED">, string[]>();
  for (const { kind, card } of change.parts) {
    if (kind === "LOOK_CHANGED" || !card) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), cardPhrase(card)]);
  }
  // A set's change names the set, unless it did two things (then each part names its cards).
  const whole = change.setLabel !== null && byKind.size === 1 ? `the set “${change.setLabel}”` : null;
  return [...byKind].map(([kind, cards]) => ACTIONS[kind](whole ?? listed(cards))).join(" and ");
}
