/**
 * Measure on the server, lay out again anywhere: a card's layout asks its font metrics a handful of
 * questions (the width of its rank, code and word, the font's cap height). Recording the answers on
 * the server, where the font files are, lets the browser compute the very same layout from a few
 * numbers instead of receiving the drawing.
 */
import type { FontId, FontMetrics, FontVerticalMetrics } from "./font-catalog";

/** The answers a layout was given, in a form that can be sent to the browser. */
export interface MetricsTable {
  vertical: Partial<Record<FontId, FontVerticalMetrics>>;
  /** Each font's measured strings and their widths in em. */
  widths: Partial<Record<FontId, Array<[string, number]>>>;
}

/** Metrics that answer from `base` and remember every answer; `table()` gives them all. */
export function recordingMetrics(base: FontMetrics): { metrics: FontMetrics; table(): MetricsTable } {
  const vertical: MetricsTable["vertical"] = {};
  const widths = new Map<FontId, Map<string, number>>();
  return {
    metrics: {
      widthEm(text, font) {
        const width = base.widthEm(text, font);
        let measured = widths.get(font);
        if (!measured) widths.set(font, (measured = new Map()));
        measured.set(text, width);
        return width;
      },
      vertical(font) {
        return (vertical[font] ??= base.vertical(font));
      },
    },
    table: () => ({ vertical, widths: Object.fromEntries([...widths].map(([font, measured]) => [font, [...measured]])) }),
  };
}

/** One table answering every question any of `tables` answers (the first answer kept in order). */
export function mergedMetrics(tables: MetricsTable[]): MetricsTable {
  const vertical: MetricsTable["vertical"] = {};
  const widths = new Map<FontId, Map<string, number>>();
  for (const table of tables) {
    Object.assign(vertical, table.vertical);
    for (const [font, measured] of Object.entries(table.widths) as Array<[FontId, Array<[string, number]>]>) {
      let merged = widths.get(font);
      if (!merged) widths.set(font, (merged = new Map()));
      for (const [text, width] of measured) if (!merged.has(text)) merged.set(text, width);
    }
  }
  return { vertical, widths: Object.fromEntries([...widths].map(([font, measured]) => [font, [...measured]])) };
}

/**
 * Metrics that answer only from a recorded table. A question the table cannot answer is a layout
 * that differs from the one measured, so it fails loudly rather than drawing something else.
 */
export function tableMetrics(table: MetricsTable): FontMetrics {
  const widths = new Map(Object.entries(table.widths).map(([font, measured]) => [font, new Map(measured)]));
  return {
    widthEm(text, font) {
      const width = widths.get(font)?.get(text);
      if (width === undefined) throw new Error(`“${text}” was not measured in ${font}.`);
      return width;
    },
    vertical(font) {
      const metrics = table.vertical[font];
      if (!metrics) throw new Error(`The vertical metrics of ${font} were not measured.`);
      return metrics;
    },
  };
}
