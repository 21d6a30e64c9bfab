/**
 * Every word the rules allow fits the space its card gives it, in print and on screen: the longest
 * word of each length, in the widest letters each print font has, with and without a picture, on
 * every card size the print page offers. Boxes are measured as drawn: each glyph's outline
 * (accents, descenders and overhangs included) from the print font files, placed at the advance
 * widths the PDF uses.
 */
import { describe, expect, it } from "vitest";
import { cardTitle, layoutScreenCard, type ScreenCard } from "@/app/_components/card-drawing";
import { PRINTABLE_CODE_POINTS } from "@/lib/cards/glyph-coverage";
import { MAX_WORD_LENGTH, validateWord } from "@/lib/cards/words";
import { CARD_SIZE_NAMES } from "@/lib/print-jobs/print-request";
import { artBox, type Box } from "@/lib/print/art-box";
import { cardScale, PRINT_SAFE_MARGIN_MM, type CardFaceLayout, type PrintCard } from "@/lib/print/card-face";
import { cornerIndices } from "@/lib/print/card-corners";
import { FONT_IDS, type FontId } from "@/lib/print/font-catalog";
import { cachingFontkit, fileFontMetrics, loadFontBytes } from "@/lib/print/fonts";
import { CARD_SIZES, type CardSizeMm, type PrintOptions } from "@/lib/print/layout";
import { recordingMetrics, tableMetrics } from "@/lib/print/measured-metrics";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import type { Shape, TextShape } from "@/lib/print/shapes";
import { cardDrawing } from "@/lib/print/svg";
import { THEMES, type CustomTheme, type Theme } from "@/lib/print/themes";

/** Rounding of millimetre coordinates (a thousandth of a millimetre). */
const EPSILON = 1e-3;

/** Each print font, in the look that prints with it. */
const THEME_OF_FONT = Object.fromEntries(FONT_IDS.map((font) => [font, { ...(Object.values(THEMES).find((t) => t.font === font) ?? THEMES.classic), font }])) as Record<FontId, Theme>;

const parsedFont = (font: FontId) => cachingFontkit.create(loadFontBytes(font));

/** Every single character a word may be made of (the word rules' own check). */
const WORD_CHARACTERS = PRINTABLE_CODE_POINTS.flatMap(([low, high]) =>
  Array.from({ length: high - low + 1 }, (_, i) => String.fromCodePoint(low + i)).filter((char) => {
    const checked = validateWord(char);
    return checked.ok && checked.word === char;
  }),
);

/** The allowed letter that takes the most room in `font`: the widest, or the tallest from the top of its accent to the bottom of its descender. */
function extremeLetter(font: FontId, measure: "widest" | "tallest"): string {
  const parsed = parsedFont(font);
  const size = (char: string) => {
    if (measure === "widest") return fileFontMetrics.widthEm(char, font);
    const { bbox } = parsed.layout(char);
    return bbox.maxY - bbox.minY;
  };
  return WORD_CHARACTERS.reduce((best, char) => (size(char) > size(best) ? char : best));
}

/** The longest words of each length class the rules allow, in the letters that need the most room in `font`. */
function hardestWords(font: FontId): string[] {
  const widest = extremeLetter(font, "widest");
  const tallest = extremeLetter(font, "tallest");
  const words = new Set(["Llama"]);
  for (let n = 1; n <= MAX_WORD_LENGTH; n++) {
    const first = Math.floor((n - 1) / 2);
    words.add(widest.repeat(n)).add("W".repeat(n)).add(`M${"m".repeat(n - 1)}`).add(tallest.repeat(n));
    if (n >= 3) {
      words.add(`${widest.repeat(first)} ${widest.repeat(n - 1 - first)}`);
      words.add(`${widest.repeat(first)}-${widest.repeat(n - 1 - first)}`);
    }
  }
  for (const word of words) {
    const checked = validateWord(word);
    if (!checked.ok || checked.word !== word) throw new Error(`The rules do not allow “${word}”: ${checked.ok ? checked.word : checked.message}`);
  }
  return [...words];
}

type CardKind = "standard" | "standard with a picture" | "custom" | "custom with a picture";
const KINDS: CardKind[] = ["standard", "standard with a picture", "custom", "custom with a picture"];
const CUSTOM_COLOUR = "#1f7a4d";

function cardOf(kind: CardKind, word: string, id: string): PrintCard {
  const picture = kind.endsWith("with a picture") ? { artId: "art" } : {};
  return kind.startsWith("standard")
    ? { id, rank: "7", suit: "hearts", word, url: `https://snap.example/c/${id}`, ...picture }
    : { id, rank: "1", suit: null, label: "Cats", colour: CUSTOM_COLOUR, word, url: `https://snap.example/c/${id}`, ...picture };
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - EPSILON && inner.y >= outer.y - EPSILON && inner.x + inner.width <= outer.x + outer.width + EPSILON && inner.y + inner.height <= outer.y + outer.height + EPSILON;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxText = (box: Box) => `x ${box.x.toFixed(2)}–${(box.x + box.width).toFixed(2)}, y ${box.y.toFixed(2)}–${(box.y + box.height).toFixed(2)}`;

/** A line of text's box as drawn: every glyph's outline, set at the advance widths the PDF uses. */
function inkBox(line: TextShape): Box {
  const parsed = parsedFont(line.font);
  const scale = line.size / parsed.unitsPerEm;
  const left = line.x - line.width / 2;
  let pen = 0;
  const box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const glyph of parsed.layout(line.text).glyphs) {
    const { minX, maxX, minY, maxY } = glyph.bbox;
    if (maxX > minX) {
      box.minX = Math.min(box.minX, pen + minX);
      box.maxX = Math.max(box.maxX, pen + maxX);
      box.minY = Math.min(box.minY, minY);
      box.maxY = Math.max(box.maxY, maxY);
    }
    pen += glyph.advanceWidth;
  }
  return { x: left + box.minX * scale, y: line.y - box.maxY * scale, width: (box.maxX - box.minX) * scale, height: (box.maxY - box.minY) * scale };
}

/** A line of text's box along its advance widths, from its cap height to its descent. */
function advanceBox(line: TextShape): Box {
  const { capHeight, descent } = fileFontMetrics.vertical(line.font);
  return { x: line.x - line.width / 2, y: line.y - capHeight * line.size, width: line.width, height: (capHeight + descent) * line.size };
}

const texts = (shapes: Shape[]) => shapes.filter((s): s is TextShape => s.kind === "text");
type Rect = Extract<Shape, { kind: "rect" }>;
const rects = (shapes: Shape[]) => shapes.filter((s): s is Rect => s.kind === "rect");

/** The word's lines: the upright, centred texts that are pieces of it (the corner indices and code are not). */
function wordLines(face: CardFaceLayout, word: string, indexText: string): TextShape[] {
  return texts(face.shapes).filter((t) => t.anchor === "middle" && !t.upsideDown && t.text !== indexText && word.includes(t.text));
}

/** A print shop's safe area: the card 1/8 inch in from its cut. */
function safeArea(size: CardSizeMm): Box {
  return { x: PRINT_SAFE_MARGIN_MM, y: PRINT_SAFE_MARGIN_MM, width: size.width - 2 * PRINT_SAFE_MARGIN_MM, height: size.height - 2 * PRINT_SAFE_MARGIN_MM };
}

/** The space the word must stay inside: the picture's panel, the inside of a custom card's colour frame, or the card's safe area. */
function panelOf(kind: CardKind, face: CardFaceLayout, size: CardSizeMm): Box {
  if (kind === "standard with a picture") return artBox("PANEL", size, 0);
  if (kind === "standard") return safeArea(size);
  const frame = rects(face.shapes).find((r) => r.stroke === CUSTOM_COLOUR && r.fill === undefined);
  if (!frame) throw new Error("A custom card has a frame in its set's colour.");
  const half = (frame.strokeWidth ?? 0) / 2;
  return { x: frame.x + half, y: frame.y + half, width: frame.width - 2 * half, height: frame.height - 2 * half };
}

/**
 * Where a print puts a card's QR code: the ground of the shapes a print with QR codes adds to the
 * face (the same place on every card of a size, whatever its word).
 */
function qrCodeBox(card: PrintCard, options: PrintOptions): Box {
  const [withQr, without] = [true, false].map((qr) => layoutDeckForPrint([card], { ...options, qr }).faces[0]!);
  const added = rects(withQr!.shapes.slice(without!.shapes.length));
  expect(added).toHaveLength(1);
  return added[0]!;
}

/** What the word must never cover: both corner indices (with the plate they get over a picture), the card code and the QR code when printed with one. */
function marksOf(kind: CardKind, face: CardFaceLayout, qrCode: Box | null, theme: Theme): Box[] {
  const standard = kind.startsWith("standard");
  const index = { text: standard ? "7" : "CA", suit: standard ? ("hearts" as const) : null, accent: standard ? theme.face.red : CUSTOM_COLOUR };
  const k = cardScale(face);
  const plates = rects(cornerIndices(index, { width: face.width, height: face.height, k }, theme, fileFontMetrics, true));
  const code = texts(face.shapes).filter((t) => t.anchor === "start").map((t) => ({ ...advanceBox({ ...t, x: t.x + t.width / 2 }) }));
  expect(plates).toHaveLength(2);
  expect(code).toHaveLength(1);
  return [...plates, ...code, ...(qrCode ? [qrCode] : [])];
}

describe("a word fits the space its card gives it", () => {
  for (const cardSize of CARD_SIZE_NAMES) {
    for (const font of FONT_IDS) {
      it(`on ${cardSize} cards in ${font}: the longest word of every length lies inside its panel, with or without a picture, in the PDF's layout`, () => {
        const theme = THEME_OF_FONT[font];
        const words = hardestWords(font);
        const cards = KINDS.flatMap((kind) => words.map((word, i) => cardOf(kind, word, `${kind}-${i}`)));
        const options: PrintOptions = { paper: "A4", cardSize, bleedMm: 3, custom: customOf(theme), printedAt: new Date("2026-01-01T00:00:00Z") };
        // Printed without QR codes and with them (the word keeps above the code's corner).
        const layouts = [false, true].map((qr) => ({ qr, layout: layoutDeckForPrint(cards, { ...options, qr }) }));
        const qrCodes = Object.fromEntries(KINDS.map((kind) => [kind, qrCodeBox(cardOf(kind, "Llama", kind), options)]));
        for (const { layout } of layouts) expect(layout.font).toBe(font);
        const size = CARD_SIZES[cardSize];
        const safe = safeArea(size);
        // Every problem found, so a failure names them all at once.
        const problems: string[] = [];
        const check = (ok: boolean, problem: () => string) => {
          if (!ok) problems.push(problem());
        };
        for (const { qr, layout } of layouts) cards.forEach((card, i) => {
          const kind = KINDS[Math.floor(i / words.length)]!;
          const word = card.word!;
          const what = `“${word}” on a ${cardSize} ${kind} card${qr ? " with its QR code" : ""}`;
          const face = layout.faces[i]!;
          const lines = wordLines(face, word, kind.startsWith("standard") ? "7" : "CA");
          const printed = lines.map((l) => l.text).join(" ").replace("- ", "-");
          check(lines.length >= 1 && lines.length <= 2 && printed === word, () => `${what}: printed as ${JSON.stringify(lines.map((l) => l.text))}`);
          if (lines.length === 0) return;
          const panel = panelOf(kind, face, size);
          const marks = marksOf(kind, face, qr ? qrCodes[kind]! : null, theme);
          const first = lines[0]!;
          const scrim = rects(face.shapes).find((r) => r.opacity !== undefined && r.fill === theme.face.background && r.y < first.y && r.y + r.height > first.y);
          if (kind.endsWith("with a picture")) {
            check(scrim !== undefined, () => `${what}: no scrim behind the word`);
            if (scrim) check(inside(scrim, panel), () => `${what}: its scrim ${boxText(scrim)} runs past the panel ${boxText(panel)}`);
          }
          for (const line of lines) {
            for (const [name, box] of [["letters", inkBox(line)], ["advance", advanceBox(line)]] as const) {
              const where = `${what}: “${line.text}” (${name} ${boxText(box)})`;
              check(inside(box, panel), () => `${where} runs past the panel ${boxText(panel)}`);
              check(inside(box, safe), () => `${where} runs past the safe area ${boxText(safe)}`);
              if (scrim) check(inside(box, scrim), () => `${where} runs past its scrim ${boxText(scrim)}`);
              for (const mark of marks) check(!overlap(box, mark), () => `${where} covers ${boxText(mark)}`);
            }
          }
        });
        expect(problems).toEqual([]);
      }, 60_000);
    }
  }
});

/** The family's own theme made from a look, so every print font can be printed. */
function customOf(theme: Theme): CustomTheme {
  return {
    base: theme.id,
    face: { background: theme.face.background, ink: theme.face.ink, accent: theme.face.frame, red: theme.face.red, black: theme.face.black },
    back: { background: theme.back.background, motif: theme.back.motif, plate: theme.back.plate, plateText: theme.back.plateText },
    font: theme.font,
    corners: theme.corners,
    backText: "snap",
  };
}

describe("the screen draws a word in the same box as the print", () => {
  const theme = THEMES.classic;
  const cards: ScreenCard[] = [
    { id: "llama-on-picture", rank: "A", suit: "hearts", word: "Llama", artId: "art" },
    { id: "longest-on-picture", rank: "7", suit: "hearts", word: "Щ".repeat(MAX_WORD_LENGTH), artId: "art" },
    { id: "longest-plain", rank: "7", suit: "spades", word: "W".repeat(MAX_WORD_LENGTH) },
    { id: "two-lines-on-full-picture", rank: "1", suit: null, word: "Щ".repeat(9) + " " + "Щ".repeat(10), colour: CUSTOM_COLOUR, artId: "art" },
  ];

  it("lays a poker card out on screen, from the measurements sent to the browser, exactly as the PDF lays it out", () => {
    const recorder = recordingMetrics(fileFontMetrics);
    for (const card of cards) layoutScreenCard(card, theme, recorder.metrics);
    const printed = layoutDeckForPrint(
      cards.map((card) => ({ ...card, code: card.code, colour: card.colour ?? undefined, artId: card.artId ?? undefined })),
      { paper: "A4", cardSize: "poker", theme: theme.id },
    );
    cards.forEach((card, i) => {
      const onScreen = layoutScreenCard(card, theme, tableMetrics(recorder.table()));
      expect(onScreen.shapes, card.id).toEqual(printed.faces[i]!.shapes);
      const words = wordLines(onScreen, card.word!, card.rank);
      const svg = cardDrawing(onScreen, { title: cardTitle(card), artHref: (id) => `/art/${id}` });
      for (const line of words) {
        const element = svg.elements.find((e) => e.tag === "text" && e.text === line.text);
        const attribute = (name: string) => Number(element?.attributes.find(([n]) => n === name)?.[1]);
        expect([attribute("x"), attribute("y"), attribute("font-size")], `${card.id}: “${line.text}”`).toEqual(
          [line.x, line.y, line.size].map((n) => Math.round(n * 1000) / 1000),
        );
      }
      if (card.artId && card.suit) {
        const panel = artBox("PANEL", CARD_SIZES.poker, 0);
        for (const line of words) expect(inside(inkBox(line), panel), `${card.id}: “${line.text}” inside the picture's panel on screen`).toBe(true);
      }
    });
  });
});
