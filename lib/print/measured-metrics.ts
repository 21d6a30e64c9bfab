/**
 * Measure on the server, lay out again anywhere: a card's layout asks its font metrics a handful of
 * questions (the width of its rank, code and word, how far the word's letters reach, the font's cap
 * height). Recording the answers on the server, where the font files are, lets the browser compute
 * the very same layout from a few numbers instead of receiving the drawing.
 */
import type { FontId, FontMetrics, FontVerticalMetrics, InkExtent } from "./font-catalog";

/** The answers a layout was given, in a form that can be sent to the browser. */
export interface MetricsTable {
  vertical: Partial<Record<FontId, FontVerticalMetrics>>;
  /** Each font's measured strings and their widths in em. */
  widths: Partial<Record<FontId, Array<[string, number]>>>;
  /** Each font's measured strings and how far their letters reach above and below the baseline, in em. */
  ink: Partial<Record<FontId, Array<[string, InkExtent]>>>;
}

type Answers<T> = Map<FontId, Map<string, T>>;

function remember<T>(answers: Answers<T>, font: FontId, text: string, answer: T, keepFirst = false): void {
  let measured = answers.get(font);
  if (!measured) answers.set(font, (measured = new Map()));
  if (!(keepFirst && measured.has(text))) measured.set(text, answer);
}

function listed<T>(answers: Answers<T>): Partial<Record<FontId, Array<[string, T]>>> {
  return Object.fromEntries([...answers].map(([font, measured]) => [font, [...measured]]));
}

function entries<T>(listedAnswers: Partial<Record<FontId, Array<[string, T]>>> | undefined): Array<[FontId, Array<[string, T]>]> {
  return Object.entries(listedAnswers ?? {}) as Array<[FontId, Array<[string, T]>]>;
}

/** Metrics that answer from `base` and remember every answer; `table()` gives them all. */
export function recordingMetrics(base: FontMetrics): { metrics: FontMetrics; table(): MetricsTable } {
  const vertical: MetricsTable["vertical"] = {};
  const widths: Answers<number> = new Map();
  const ink: Answers<InkExtent> = new Map();
  return {
    metrics: {
      widthEm(text, font) {
        const width = base.widthEm(text, font);
        remember(widths, font, text, width);
        return width;
      },
      vertical(font) {
        return (vertical[font] ??= base.vertical(font));
      },
      inkEm(text, font) {
        const extent = base.inkEm(text, font);
        remember(ink, font, text, extent);
        return extent;
      },
    },
    table: () => ({ vertical, widths: listed(widths), ink: listed(ink) }),
  };
}

/** One table answering every question any of `tables` answers (the first answer kept in order). */
export function mergedMetrics(tables: MetricsTable[]): MetricsTable {
  const vertical: MetricsTable["vertical"] = {};
  const widths: Answers<number> = new Map();
  const ink: Answers<InkExtent> = new Map();
  for (const table of tables) {
    Object.assign(vertical, table.vertical);
    for (const [font, measured] of entries(table.widths)) for (const [text, width] of measured) remember(widths, font, text, width, true);
    for (const [font, measured] of entries(table.ink)) for (const [text, extent] of measured) remember(ink, font, text, extent, true);
  }
  return { vertical, widths: listed(widths), ink: listed(ink) };
}

/**
 * Metrics that answer only from a recorded table. A question the table cannot answer is a layout
 * that differs from the one measured, so it fails loudly rather than drawing something else.
 */
export function tableMetrics(table: MetricsTable): FontMetrics {
  const widths = new Map(entries(table.widths).map(([font, measured]) => [font, new Map(measured)]));
  const ink = new Map(entries(table.ink).map(([font, measured]) => [font, new Map(measured)]));
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
    inkEm(text, font) {
      const extent = ink.get(font)?.get(text);
      if (!extent) throw new Error(`How far “${text}” reaches was not measured in ${font}.`);
      return extent;
    },
  };
}
