import { z } from "zod";
import { cardHands } from "@/lib/decks/card-hands";
import { cardLinkPath } from "@/lib/cards/link-code";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { sheetGeometry, type PrintCard, type PrintOptions } from "@/lib/print/layout";
import { parseDeckPrintDesign, type ThemeId } from "@/lib/print/themes";
import { printReadyBackImage } from "./print-ready-back-image";
import type { RecordedPrintOptions } from "./recorded-print-options";
import { parsePrintRequest, type PrintRequest } from "./print-request";
import { selectPrintCards } from "./select-print-cards";

export const preparePrintSchema = z.object({
  deckId: z.string().min(1),
  request: z.unknown(),
});

const NOTHING_TO_PRINT: Record<PrintRequest["which"], string> = {
  all: "This deck has no cards to print.",
  words: "No card has a word yet, so there is nothing to print.",
  changed: "No card has changed since it was last printed.",
  chosen: "Choose at least one card to print.",
};

/** The print's settings as recorded with it (everything but the picture's bytes). */
export function recordedOptions(request: PrintRequest, options: PrintOptions & { theme: ThemeId }): RecordedPrintOptions {
  const { paper, cardSize, bleedMm, cropMarks, backs, qr, which } = request;
  const { theme, backPattern, custom } = options;
  return { paper, cardSize, bleedMm, cropMarks, backs, backOffsetMm: { x: request.backOffsetX, y: request.backOffsetY }, theme, backPattern, qr, custom, which, backImage: options.backImage !== undefined };
}

/** Each picture the cards show, by art id, in its print form: one read, each picture once however many cards show it. */
async function printPictures(deckId: string, cards: { artId: string | null }[]): Promise<Record<string, Uint8Array>> {
  const artIds = [...new Set(cards.flatMap((card) => (card.artId ? [card.artId] : [])))];
  if (artIds.length === 0) return {};
  const arts = await db.cardArt.findMany({ where: { deckId, id: { in: artIds } }, select: { id: true, printBytes: true } });
  return Object.fromEntries(arts.map((art) => [art.id, art.printBytes]));
}

/**
 * Everything a print needs, read once for the preview and the PDF alike: the chosen cards with
 * their own codes, page links and pictures, and the options with the deck's saved design filled in
 * where the request leaves it out (the family's own theme is the look unless the request names a
 * built-in one). `loadPictures: false` only notes that there are pictures (the preview links to
 * them instead of carrying their bytes).
 */
export async function preparePrint(userId: string, rawInput: unknown, { loadPictures = true } = {}) {
  const { input } = await deckAccess(userId, rawInput, { schema: preparePrintSchema, role: "VIEWER" });
  const { deckId } = input;
  const request = parsePrintRequest(input.request);
  const { deck, cards } = await selectPrintCards(userId, { deckId, which: request.which, cards: request.cards });
  if (cards.length === 0) throw invalid(NOTHING_TO_PRINT[request.which]);

  const design = parseDeckPrintDesign(deck.design);
  const useBackImage = request.backs !== "none" && (request.useBackImage ?? design.useBackImage);
  const image: { updatedAt: Date; bytes?: Uint8Array } | null = !useBackImage
    ? null
    : loadPictures
      ? await printReadyBackImage(deckId)
      : await db.deckBackImage.findUnique({ where: { deckId }, select: { updatedAt: true } });
  const options: PrintOptions & { theme: ThemeId } = {
    paper: request.paper,
    cardSize: request.cardSize,
    bleedMm: request.bleedMm,
    cropMarks: request.cropMarks,
    backs: request.backs,
    backOffsetMm: { x: request.backOffsetX, y: request.backOffsetY },
    deckName: deck.name,
    timeZone: deck.timeZone,
    theme: request.theme ?? design.theme,
    custom: request.theme ? undefined : design.custom,
    backPattern: request.backPattern ?? design.backPattern,
    // The layout only needs to know a picture is used; the PDF needs its bytes.
    backImage: image ? (image.bytes ?? new Uint8Array(0)) : undefined,
    qr: request.qr,
    pictures: loadPictures ? await printPictures(deckId, cards) : undefined,
  };
  // Each word in the hand it was written in, unless the deck prints in the font.
  const hands = await cardHands(deck);
  const printCards: PrintCard[] = cards.map((card) => ({
    id: card.id,
    rank: card.rank,
    suit: card.suit,
    word: card.word,
    code: card.code,
    colour: card.colour ?? undefined,
    artId: card.artId ?? undefined,
    hand: card.word ? hands.get(card.id) : undefined,
    // The card's short link, with no address: it keeps working wherever the app is served.
    url: cardLinkPath(card.linkCode),
  }));
  const { perPage } = sheetGeometry(options);
  const pageCount = Math.ceil(printCards.length / perPage) * (options.backs === "none" ? 1 : 2);
  return { deck, request, cards: printCards, options, pageCount, backImageUpdatedAt: image?.updatedAt ?? null };
}
