"use client";

import { boundedCache } from "@/lib/cache/bounded-cache";
import type { FontMetrics } from "@/lib/print/font-catalog";
import { tableMetrics, type MetricsTable } from "@/lib/print/measured-metrics";
import { cardDrawing, drawingToSvg } from "@/lib/print/svg";
import { artHrefOf, cardTitle, layoutScreenCard, type CardDrawingKit, type ScreenCard } from "./card-drawing";

const metricsOfTable = new WeakMap<MetricsTable, FontMetrics>();

function metricsOf(table: MetricsTable): FontMetrics {
  let metrics = metricsOfTable.get(table);
  if (!metrics) metricsOfTable.set(table, (metrics = tableMetrics(table)));
  return metrics;
}

/**
 * Cards already drawn, as markup. A deck page draws the same 52 cards on every request, and laying
 * them out and writing their SVG was most of the page's own rendering time. At most this many cards
 * are kept (about 2 KiB of markup each, a few MiB in all), in the server and in a browser alike.
 */
const CARDS_KEPT = 2_000;
const drawnCards = boundedCache<string>(CARDS_KEPT);

/**
 * Everything a card's markup depends on. The kit's measurements are left out: they are the print
 * fonts' answers about this card's own texts, the same for every request the server answers.
 */
function drawingKey(card: ScreenCard, kit: CardDrawingKit, decorative: boolean, symbolIdPrefix: string | undefined): string {
  return JSON.stringify([
    card.id,
    card.rank,
    card.suit,
    card.word,
    card.code ?? null,
    card.colour ?? null,
    card.artId ?? null,
    card.hand ?? null,
    kit.theme,
    kit.fontFamilies,
    kit.artBase ?? null,
    decorative,
    symbolIdPrefix ?? null,
  ]);
}

/**
 * A card drawn from compact props (the card and the page's drawing kit). Being a client component,
 * only those props travel in the RSC payload; the SVG itself is in the HTML once. It is written as
 * one string (the same renderer as every other card on screen), which is far cheaper to render on
 * the server than a tree of elements. With `symbolIdPrefix`, pips are <use>s of the suit shapes
 * the page draws once (suitSymbols).
 */
export function CardFace({ card, kit, decorative = false, symbolIdPrefix }: { card: ScreenCard; kit: CardDrawingKit; decorative?: boolean; symbolIdPrefix?: string }) {
  const svg = drawnCards.get(drawingKey(card, kit, decorative, symbolIdPrefix), () =>
    drawingToSvg(
      cardDrawing(layoutScreenCard(card, kit.theme, metricsOf(kit.metrics)), {
        fontFamilies: kit.fontFamilies,
        title: decorative ? undefined : cardTitle(card),
        artHref: artHrefOf(kit.artBase),
        symbolIdPrefix,
      }),
      { inline: true },
    ),
  );
  return <DrawnCard svg={svg} />;
}

/** A card already drawn as SVG markup (by CardFace, or by the server for cards that arrive as data), at the card's own shape. */
export function DrawnCard({ svg }: { svg: string }) {
  return <div className="aspect-[63/88] w-full drop-shadow-md [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />;
}
