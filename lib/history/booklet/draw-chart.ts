/**
 * A chart of the deck drawn into the booklet from the very model the charts page draws as SVG
 * (lib/history/charts/model.ts): d3-shape's paths through drawSvgPath, bars as rectangles, the
 * scales' ticks as text. The model's view box is scaled to the page's text width.
 */
import type { PDFPage } from "pdf-lib";
import { CHART_INK, CHART_MUTED, GRID, fitLabel, type BarChart, type Chart, type LineChart } from "@/lib/history/charts/model";
import { hexColour, type BookletFonts } from "./pdf-text";

/** Chart labels in print: smaller than on a phone, where the view box is shrunk to the screen. */
const LABEL_PT = 9.5;
const LEGEND_HEIGHT = 18;

interface Place {
  page: PDFPage;
  /** Left edge and top (PDF coordinates: y up) of the drawing, and its scale from view-box units. */
  x: number;
  top: number;
  scale: number;
}

/** The height the chart takes in points at this scale (with the line chart's key). */
export function chartHeight(chart: Chart, scale: number): number {
  return chart.height * scale + (chart.type === "line" ? LEGEND_HEIGHT : 0);
}

function text(place: Place, fonts: BookletFonts, value: string, x: number, y: number, options: { anchor?: "start" | "middle" | "end"; bold?: boolean; colour?: string; word?: boolean } = {}) {
  const { font, text: safe } = options.word ? { font: fonts.word, text: value } : fonts.fit(value, options.bold ? "bodyBold" : "body");
  const width = font.widthOfTextAtSize(safe, LABEL_PT);
  const shift = options.anchor === "end" ? width : options.anchor === "middle" ? width / 2 : 0;
  // y is the text's middle in view-box units; the baseline sits a third of the size below it.
  place.page.drawText(safe, { x: place.x + x * place.scale - shift, y: place.top - y * place.scale - LABEL_PT / 3, size: LABEL_PT, font, color: hexColour(options.colour ?? CHART_INK) });
}

function line(place: Place, x1: number, y1: number, x2: number, y2: number, colour: string, thickness = 0.6) {
  place.page.drawLine({
    start: { x: place.x + x1 * place.scale, y: place.top - y1 * place.scale },
    end: { x: place.x + x2 * place.scale, y: place.top - y2 * place.scale },
    thickness,
    color: hexColour(colour),
  });
}

function drawLine(place: Place, chart: LineChart, fonts: BookletFonts) {
  const { plot } = chart;
  for (const tick of chart.yTicks) {
    line(place, plot.left, tick.at, plot.right, tick.at, GRID);
    text(place, fonts, tick.label, plot.left - 6, tick.at, { anchor: "end", colour: CHART_MUTED });
  }
  line(place, plot.left, plot.bottom, plot.right, plot.bottom, CHART_INK, 0.8);
  for (const tick of chart.xTicks) {
    line(place, tick.at, plot.bottom, tick.at, plot.bottom + 5, CHART_INK, 0.8);
    text(place, fonts, tick.label, tick.at, plot.bottom + 18, { anchor: "middle" });
  }
  for (const series of chart.series) {
    const colour = hexColour(series.colour);
    if (series.areaPath) place.page.drawSvgPath(series.areaPath, { x: place.x, y: place.top, scale: place.scale, color: colour, opacity: 0.12, borderWidth: 0 });
    if (series.path) place.page.drawSvgPath(series.path, { x: place.x, y: place.top, scale: place.scale, borderColor: colour, borderWidth: 2 });
    if (series.points.length <= 40) for (const p of series.points) place.page.drawCircle({ x: place.x + p.x * place.scale, y: place.top - p.y * place.scale, size: 2.6, color: colour });
  }
  // The key, under the drawing.
  let x = place.x;
  const y = place.top - chart.height * place.scale - LEGEND_HEIGHT + 6;
  for (const series of chart.series) {
    place.page.drawRectangle({ x, y: y + 2, width: 16, height: 3, color: hexColour(series.colour) });
    place.page.drawText(series.name, { x: x + 21, y, size: LABEL_PT, font: fonts.body, color: hexColour(CHART_INK) });
    x += 21 + fonts.body.widthOfTextAtSize(series.name, LABEL_PT) + 16;
  }
}

function drawBars(place: Place, chart: BarChart, fonts: BookletFonts, labelsAreWords: boolean) {
  const { plot } = chart;
  for (const tick of chart.xTicks) {
    line(place, tick.at, plot.top, tick.at, plot.bottom, GRID);
    text(place, fonts, tick.label, tick.at, plot.bottom + 16, { anchor: "middle", colour: CHART_MUTED });
  }
  line(place, plot.left, plot.top, plot.left, plot.bottom, CHART_INK, 0.8);
  for (const heading of chart.headings) text(place, fonts, heading.label, 4, heading.y - 4, { bold: true });
  for (const bar of chart.bars) {
    const middle = bar.y + bar.height / 2;
    text(place, fonts, fitLabel(bar.label), plot.left - 8, middle, { anchor: "end", word: labelsAreWords });
    place.page.drawRectangle({
      x: place.x + bar.x * place.scale,
      y: place.top - (bar.y + bar.height) * place.scale,
      width: Math.max(bar.width, 1) * place.scale,
      height: bar.height * place.scale,
      color: hexColour(bar.colour),
      borderColor: hexColour(CHART_INK),
      borderWidth: 0.6,
    });
    text(place, fonts, String(bar.value), bar.x + bar.width + 6, middle, { bold: true });
  }
}

/** Draws the chart with its top-left corner at (x, top), `width` points wide. */
export function drawChart(page: PDFPage, chart: Chart, fonts: BookletFonts, x: number, top: number, width: number) {
  const place = { page, x, top, scale: width / chart.width };
  if (chart.type === "line") drawLine(place, chart, fonts);
  else drawBars(place, chart, fonts, chart.id === "most-shouted");
}
