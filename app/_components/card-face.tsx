"use client";

import type { FontMetrics } from "@/lib/print/font-catalog";
import { tableMetrics, type MetricsTable } from "@/lib/print/measured-metrics";
import { cardDrawing, drawingToSvg } from "@/lib/print/svg";
import { cardTitle, layoutScreenCard, type CardDrawingKit, type ScreenCard } from "./card-drawing";

const metricsOfTable = new WeakMap<MetricsTable, FontMetrics>();

function metricsOf(table: MetricsTable): FontMetrics {
  let metrics = metricsOfTable.get(table);
  if (!metrics) metricsOfTable.set(table, (metrics = tableMetrics(table)));
  return metrics;
}

/**
 * A card drawn from compact props (the card and the page's drawing kit). Being a client component,
 * only those props travel in the RSC payload; the SVG itself is in the HTML once. It is written as
 * one string (the same renderer as every other card on screen), which is far cheaper to render on
 * the server than a tree of elements. With `symbolIdPrefix`, pips are <use>s of the suit shapes
 * the page draws once (suitSymbols).
 */
export function CardFace({ card, kit, decorative = false, symbolIdPrefix }: { card: ScreenCard; kit: CardDrawingKit; decorative?: boolean; symbolIdPrefix?: string }) {
  const drawing = cardDrawing(layoutScreenCard(card, kit.theme, metricsOf(kit.metrics)), {
    fontFamilies: kit.fontFamilies,
    title: decorative ? undefined : cardTitle(card),
    symbolIdPrefix,
  });
  return <div className="aspect-[63/88] w-full drop-shadow-md [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: drawingToSvg(drawing, { inline: true }) }} />;
}
