/**
 * The cards a new deck is made of: a standard 52 (some perhaps missing), or a custom Snap deck of
 * sets of matching cards. Each card gets a short code, unique in its deck, that is printed on the
 * card and typed in the table companion.
 */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export const SUITS = ["clubs", "diamonds", "hearts", "spades"] as const;
export type Suit = (typeof SUITS)[number];

export const SUIT_LETTER: Record<Suit, string> = { clubs: "C", diamonds: "D", hearts: "H", spades: "S" };
export const SUIT_NAME: Record<Suit, string> = { clubs: "Clubs", diamonds: "Diamonds", hearts: "Hearts", spades: "Spades" };
const RANK_NAME: Record<string, string> = { A: "Ace", J: "Jack", Q: "Queen", K: "King" };

export interface NewCard {
  position: number;
  code: string;
  rank: string;
  suit: Suit | null;
  colour: string | null;
  missing: boolean;
}

export function standardCode(rank: string, suit: Suit): string {
  return `${rank}${SUIT_LETTER[suit]}`;
}

export function standardDeck(missingCodes: readonly string[] = []): NewCard[] {
  const missing = new Set(missingCodes.map((c) => c.toUpperCase()));
  const cards: NewCard[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const code = standardCode(rank, suit);
      cards.push({ position: cards.length, code, rank, suit, colour: null, missing: missing.has(code) });
    }
  }
  return cards;
}

export interface CardSet {
  label: string;
  colour: string;
}

/** N sets × M matching cards: cards of a set match each other (their label is their rank). */
export function customDeck(sets: readonly CardSet[], cardsPerSet: number): NewCard[] {
  const cards: NewCard[] = [];
  sets.forEach((set, s) => {
    for (let copy = 1; copy <= cardsPerSet; copy++) {
      cards.push({
        position: cards.length,
        code: `${s + 1}-${copy}`,
        rank: set.label,
        suit: null,
        colour: set.colour,
        missing: false,
      });
    }
  });
  return cards;
}

/** "Seven of Hearts", "Queen of Spades", or a custom card's label. */
export function cardName(card: { rank: string; suit: string | null }): string {
  if (!card.suit) return card.rank;
  const suit = SUIT_NAME[card.suit as Suit] ?? card.suit;
  return `${RANK_NAME[card.rank] ?? card.rank} of ${suit}`;
}

export function isStandardCode(code: string): boolean {
  return /^(A|[2-9]|10|J|Q|K)[CDHS]$/.test(code.toUpperCase());
}
