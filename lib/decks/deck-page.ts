/**
 * What the deck page offers its reader, decided here so the page only draws it: the ways to play
 * (its one main action), the deck's other pages in one group, and its cards folded to a summary
 * and the first few. Only what the reader's role allows is offered; each page checks the role again.
 */
import type { CardStatus, DeckRole, DeckStage } from "@/lib/generated/prisma/enums";
import { cardFigures } from "@/lib/history/counts";
import { historyPaths } from "@/lib/history/paths";
import { roleAtLeast } from "./roles";

export interface DeckPageLink {
  href: string;
  label: string;
}

/** One way to play this deck, under Play: where it leads and what it is, in a line. */
export interface PlayWay extends DeckPageLink {
  description: string;
}

export interface DeckPageActions {
  /** The ways to play, behind the page's one main action; none for a reader who may not play. */
  play: PlayWay[];
  /** The deck's other pages, grouped under Play. */
  more: DeckPageLink[];
}

export function deckPageActions(deck: { id: string; stage: DeckStage }, role: DeckRole): DeckPageActions {
  const base = `/decks/${deck.id}`;
  const canWrite = roleAtLeast(role, "EDITOR");
  const table: DeckPageLink = { href: `${base}/table`, label: "Table companion" };
  const play: PlayWay[] = canWrite
    ? [
        { href: `${base}/play/new`, label: "Play on this device", description: "Pass it round, or play against bots: Snap Legacy, Classic, Table or Irish Snap." },
        { href: `${base}/online/new`, label: "Play online", description: "Everyone on their own phone or tablet, joining with a code." },
        { ...table, label: "Play at the real table", description: "With your printed cards: the table companion records each snap and its words." },
      ]
    : [];
  const more: (DeckPageLink | false)[] = [
    { href: `${base}/print`, label: "Print" },
    canWrite && { href: `${base}/design`, label: "Design the cards" },
    { href: historyPaths(deck.id).timeline(), label: "History" },
    // A viewer has no Play: the table's sessions are read from here.
    !canWrite && table,
    { href: `${base}/members`, label: "Members" },
    { href: `${base}/settings`, label: "Settings" },
    { href: `${base}/check`, label: "Check the real deck" },
    canWrite && deck.stage === "READY" && { href: `${base}/import`, label: "Enter words from the real deck" },
  ];
  return { play, more: more.filter((link) => link !== false) };
}

export const CARD_FILTERS = ["all", "words", "blank", "missing"] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];

/** The filter an address asks for (`?show=`); all cards for anything else. */
export function cardFilterOf(requested: string | undefined): CardFilter {
  return (CARD_FILTERS as readonly string[]).includes(requested ?? "") ? (requested as CardFilter) : "all";
}

interface FilteredCard {
  word: string | null;
  status: CardStatus;
}

/** Which cards each filter shows: the same cards the deck's counts count (lib/history/counts.ts cardFigures). */
const SHOWS: Record<CardFilter, (card: FilteredCard) => boolean> = {
  all: () => true,
  words: (card) => card.word !== null,
  blank: (card) => card.word === null && card.status === "IN_DECK",
  missing: (card) => card.status === "MISSING",
};

const FILTER_LABEL: Record<CardFilter, string> = { all: "cards", words: "with words", blank: "blank", missing: "missing" };

/** One of the cards' filters, with how many cards it shows: the deck's summary and its choice at once. */
export interface CardFilterChoice {
  filter: CardFilter;
  count: number;
  /** What the count counts ("with words"), after the number. */
  label: string;
  href: string;
  current: boolean;
}

/**
 * The cards' summary: how many cards, with words, blank and (when any are, or when chosen) missing,
 * each a link to those cards. The counts are the deck's own (cardFigures), so every page agrees.
 */
export function cardFilterChoices(deckId: string, cards: FilteredCard[], current: CardFilter): CardFilterChoice[] {
  const figures = cardFigures(cards);
  const counts: Record<CardFilter, number> = { all: cards.length, ...figures };
  return CARD_FILTERS.filter((filter) => filter !== "missing" || counts.missing > 0 || current === "missing").map((filter) => ({
    filter,
    count: counts[filter],
    label: FILTER_LABEL[filter],
    href: filter === "all" ? `/decks/${deckId}` : `/decks/${deckId}?show=${filter}`,
    current: filter === current,
  }));
}

/**
 * How many cards the deck page shows before "Show all": a row of eight on a laptop (`wide`), and
 * `narrow` on smaller screens (two rows of three on a phone, a row of six on a tablet).
 */
export const FIRST_CARDS = { wide: 8, narrow: 6 } as const;

/** The cards a filter shows, in the deck's order (the page shows the FIRST_CARDS until asked for all). */
export function cardsShown<Card extends FilteredCard>(cards: Card[], filter: CardFilter): Card[] {
  return cards.filter(SHOWS[filter]);
}

/** What "Show all" says for a filter's cards: "Show all 52 cards", "Show all 40 blank cards", "Show all 12 cards with words". */
export function showAllLabel(filter: CardFilter, count: number): string {
  const cards = count === 1 ? "card" : "cards";
  if (filter === "all") return `Show all ${count} ${cards}`;
  if (filter === "words") return `Show all ${count} ${cards} with words`;
  return `Show all ${count} ${FILTER_LABEL[filter]} ${cards}`;
}
