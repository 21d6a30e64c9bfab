"use client";

import { useLayoutEffect, useRef, useState } from "react";

/** A poker card's height for its width. */
const CARD_RATIO = 88 / 63;
/** A tile's padding, and the gap between tiles and between piles. */
const TILE_PADDING = 12;
const GAP = 8;
/** A seat's name over how it stands (seat-tile.tsx: an 18 px line and a 14 px line). */
const NAME_BLOCK = 32;
/** How far the count badges stand out above a pile (the rows that hold piles leave room for it). */
const BADGE = 6;
/** Between a seat's name (or its top row) and its cards. */
const UNDER_NAME = 4;
/** The narrowest a seat's name may be beside its small piles before it goes under them. */
const NAME_BESIDE_PILES = 72;
/** A seat's other piles drawn small: a face-down pile is still a generous touch target (a person turns their card with it). */
const SMALL_PILE = 44;
const LARGEST_CARD = 150;
/** The centre tile's title line and its badges' room. */
const CENTRE_TITLE = 32;
/** A single centre card (Irish Snap's pile) may be drawn larger than the seats' cards. */
const LARGEST_CENTRE_CARD = 200;

/**
 * How a seat's piles are laid out. "beside": the name on top, the piles side by side, the other
 * piles as large as the main card where there is room (a real table), small beside it where there
 * is not. "stacked": the other piles small beside the name, over the main card, which then takes
 * the seat's whole width: on a phone, where the top cards would otherwise be small.
 */
export type SeatArrangement = "beside" | "stacked";

export interface TableFit {
  columns: number;
  arrangement: SeatArrangement;
  /** The width of each seat's main card: its top card (or its only pile, where a seat has one). */
  cardWidth: number;
  /** The width of a seat's other piles: its face-down pile (and Table Snap's won cards) beside a top card. */
  pileWidth: number;
  /** The width a lone centre card can have in its row. */
  centreCardWidth: number;
}

/** What the table holds: seat tiles, each with a main card and `otherPiles` more, and perhaps a
 *  centre row across the whole table with `centreAcross` cards side by side. */
export interface TableShape {
  seats: number;
  otherPiles: number;
  centreAcross: number | null;
}

type SeatFit = Pick<TableFit, "arrangement" | "cardWidth" | "pileWidth">;

/** The piles side by side under the name: the main card as large as the other piles (at least small) leave room for, they as large as it leaves. */
function fitBeside(width: number, height: number, otherPiles: number): SeatFit {
  const byHeight = (height - NAME_BLOCK - UNDER_NAME - BADGE) / CARD_RATIO;
  const cardWidth = Math.min(width - otherPiles * (SMALL_PILE + GAP), byHeight, LARGEST_CARD);
  const pileWidth = otherPiles === 0 ? cardWidth : Math.min(cardWidth, (width - cardWidth) / otherPiles - GAP);
  return { arrangement: "beside", cardWidth, pileWidth };
}

/** The other piles small, beside the name (or over it, when the name has no room beside them), over the main card. */
function fitStacked(width: number, height: number, otherPiles: number): SeatFit {
  const topRow = (pileWidth: number) => {
    if (otherPiles === 0) return NAME_BLOCK;
    const piles = BADGE + pileWidth * CARD_RATIO;
    const nameBeside = width - otherPiles * (pileWidth + GAP) >= NAME_BESIDE_PILES;
    return nameBeside ? Math.max(NAME_BLOCK, piles) : piles + GAP + NAME_BLOCK;
  };
  // The small piles keep to one row.
  if (otherPiles * (SMALL_PILE + GAP) - GAP > width) return { arrangement: "stacked", cardWidth: 0, pileWidth: 0 };
  const cardWidth = Math.min(width, (height - topRow(SMALL_PILE) - UNDER_NAME - BADGE) / CARD_RATIO, LARGEST_CARD);
  if (otherPiles === 0) return { arrangement: "stacked", cardWidth, pileWidth: cardWidth };
  // The small piles grow into the room the main card leaves, up to its size, the name still beside them.
  const room = height - UNDER_NAME - BADGE - cardWidth * CARD_RATIO - BADGE;
  const grown = Math.min(cardWidth, room / CARD_RATIO, (width - NAME_BESIDE_PILES) / otherPiles - GAP);
  const pileWidth = grown > SMALL_PILE && topRow(grown) <= room + BADGE ? grown : SMALL_PILE;
  return { arrangement: "stacked", cardWidth, pileWidth };
}

interface Candidate extends SeatFit {
  /** Places left empty in the last row. */
  empty: number;
  columns: number;
}

/**
 * Whether `a` is the better table: larger main cards, then larger other piles, then the fewest
 * empty places, then a real table's look (beside), then more columns (wider, shorter tiles).
 */
function better(a: Candidate, b: Candidate): boolean {
  const order =
    Math.sign(a.cardWidth - b.cardWidth) ||
    Math.sign(a.pileWidth - b.pileWidth) ||
    Math.sign(b.empty - a.empty) ||
    Number(a.arrangement === "beside") - Number(b.arrangement === "beside") ||
    Math.sign(a.columns - b.columns);
  return order > 0;
}

/**
 * The number of columns and the seats' arrangement that give the largest main cards for this table
 * in a space this size: every tile (so every top card) fits without scrolling.
 */
export function fitTable(width: number, height: number, { seats, otherPiles, centreAcross }: TableShape): TableFit {
  let best: Candidate & { centreCardWidth: number } = { columns: 1, arrangement: "beside", cardWidth: 0, pileWidth: 0, empty: Infinity, centreCardWidth: 0 };
  const centreWidth = centreAcross === null ? Infinity : (width - 2 * TILE_PADDING - GAP * (centreAcross - 1)) / centreAcross;
  for (let columns = 1; columns <= seats; columns += 1) {
    const rows = Math.ceil(seats / columns) + (centreAcross === null ? 0 : 1);
    const innerWidth = (width - GAP * (columns - 1)) / columns - 2 * TILE_PADDING;
    const innerHeight = (height - GAP * (rows - 1)) / rows - 2 * TILE_PADDING;
    const empty = Math.ceil(seats / columns) * columns - seats;
    for (const seat of [fitBeside(innerWidth, innerHeight, otherPiles), fitStacked(innerWidth, innerHeight, otherPiles)]) {
      const cardWidth = Math.floor(Math.min(seat.cardWidth, centreWidth));
      const candidate = { ...seat, cardWidth, pileWidth: Math.floor(Math.min(seat.pileWidth, cardWidth)), empty, columns };
      if (!better(candidate, best)) continue;
      const centreByHeight = (innerHeight - CENTRE_TITLE) / CARD_RATIO;
      best = { ...candidate, centreCardWidth: Math.floor(Math.max(cardWidth, Math.min(centreByHeight, centreWidth, LARGEST_CENTRE_CARD))) };
    }
  }
  const { columns, arrangement, cardWidth, pileWidth, centreCardWidth } = best;
  return { columns, arrangement, cardWidth, pileWidth, centreCardWidth };
}

/** Watches the table's space and fits the cards to it (fitTable) whenever it changes size. */
export function useFittedCards({ seats, otherPiles, centreAcross }: TableShape) {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<TableFit>({ columns: Math.min(seats, 2), arrangement: "beside", cardWidth: 64, pileWidth: 64, centreCardWidth: 64 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFit(fitTable(element.clientWidth, element.clientHeight, { seats, otherPiles, centreAcross }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [seats, otherPiles, centreAcross]);
  return { ref, fit };
}
