"use client";

import { useLayoutEffect, useRef, useState } from "react";

/** A poker card's height for its width. */
const CARD_RATIO = 88 / 63;
/** Space in a tile that is not cards: padding, the name line and the count badges' overhang; and the gaps. */
const TILE_PADDING = 12;
const NAME_LINE = 32;
const GAP = 8;
const LARGEST_CARD = 150;
/** A single centre card (Irish Snap's pile) may be drawn larger than the seats' cards. */
const LARGEST_CENTRE_CARD = 200;

export interface TableFit {
  columns: number;
  cardWidth: number;
  /** The width a lone centre card can have in its row. */
  centreCardWidth: number;
}

/** What the table holds: seat tiles, each `cardsAcross` cards wide, and perhaps a centre row
 *  across the whole table with `centreAcross` cards side by side. */
export interface TableShape {
  seats: number;
  cardsAcross: number;
  centreAcross: number | null;
}

/**
 * The number of columns that gives the largest cards for this table in a space this size: every
 * tile (so every top card) fits without scrolling.
 */
export function fitTable(width: number, height: number, { seats, cardsAcross, centreAcross }: TableShape): TableFit {
  let best: TableFit = { columns: 1, cardWidth: 0, centreCardWidth: 0 };
  const centreWidth = centreAcross === null ? Infinity : (width - 2 * TILE_PADDING - GAP * (centreAcross - 1)) / centreAcross;
  for (let columns = 1; columns <= seats; columns += 1) {
    const rows = Math.ceil(seats / columns) + (centreAcross === null ? 0 : 1);
    const tileWidth = (width - GAP * (columns - 1)) / columns;
    const tileHeight = (height - GAP * (rows - 1)) / rows;
    const byWidth = (tileWidth - 2 * TILE_PADDING - GAP * (cardsAcross - 1)) / cardsAcross;
    const byHeight = (tileHeight - 2 * TILE_PADDING - NAME_LINE) / CARD_RATIO;
    const cardWidth = Math.floor(Math.min(byWidth, byHeight, centreWidth, LARGEST_CARD));
    // On a tie, the fewest empty places, then more columns (wider, shorter tiles side by side).
    const empty = Math.ceil(seats / columns) * columns - seats;
    const bestEmpty = Math.ceil(seats / best.columns) * best.columns - seats;
    if (cardWidth > best.cardWidth || (cardWidth === best.cardWidth && empty <= bestEmpty)) {
      best = { columns, cardWidth, centreCardWidth: Math.floor(Math.max(cardWidth, Math.min(byHeight, centreWidth, LARGEST_CENTRE_CARD))) };
    }
  }
  return best;
}

/** Watches the table's space and fits the cards to it (fitTable) whenever it changes size. */
export function useFittedCards({ seats, cardsAcross, centreAcross }: TableShape) {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<TableFit>({ columns: Math.min(seats, 2), cardWidth: 64, centreCardWidth: 64 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFit(fitTable(element.clientWidth, element.clientHeight, { seats, cardsAcross, centreAcross }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [seats, cardsAcross, centreAcross]);
  return { ref, fit };
}
