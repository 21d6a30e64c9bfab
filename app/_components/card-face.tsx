"use client";

import type { FontMetrics } from "@/lib/print/font-catalog";
import { tableMetrics, type MetricsTable } from "@/lib/print/measured-metrics";
import { cardDrawing } from "@/lib/print/svg";
import { cardTitle, layoutScreenCard, type CardDrawingKit, type ScreenCard } from "./card-drawing";
import { SvgElements, svgProps } from "./svg-elements";

const metricsOfTable = new WeakMap<MetricsTable, FontMetrics>();

function metricsOf(table: MetricsTable): FontMetrics {
  let metrics = metricsOfTable.get(table);
  if (!metrics) metricsOfTable.set(table, (metrics = tableMetrics(table)));
  return metrics;
}

/**
 * A card drawn in the page from compact props (the card and the page's drawing kit), so only
 * those travel in the RSC payload; the SVG itself appears once, in the HTML. With
 * `symbolIdPrefix`, pips are <use>s of the suit shapes the page draws once (suitSymbols).
 */
export function CardFace({ card, kit, decorative = false, symbolIdPrefix }: { card: ScreenCard; kit: CardDrawingKit; decorative?: boolean; symbolIdPrefix?: string }) {
  const drawing = cardDrawing(layoutScreenCard(card, kit.theme, metricsOf(kit.metrics)), {
    fontFamilies: kit.fontFamilies,
    title: decorative ? undefined : cardTitle(card),
    symbolIdPrefix,
  });
  return (
    <div className="aspect-[63/88] w-full drop-shadow-md [&>svg]:h-full [&>svg]:w-full">
      <svg {...svgProps(drawing.attributes)}>
        {drawing.title && <title>{drawing.title}</title>}
        <SvgElements elements={drawing.elements} />
      </svg>
    </div>
  );
}
