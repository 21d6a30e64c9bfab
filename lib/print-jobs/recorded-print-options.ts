import { z } from "zod";
import { MAX_BACK_OFFSET_MM, type CardSizeName, type DuplexFlip, type PaperName } from "@/lib/print/layout";
import { BACK_PATTERNS, customThemeSchema, THEME_IDS, type BackPattern, type ThemeId } from "@/lib/print/themes";
import { CARD_SIZE_NAMES, DUPLEX_FLIPS, MAX_BLEED_MM, PAPERS, SELECTIONS } from "./print-request";

const offset = z.number().min(-MAX_BACK_OFFSET_MM).max(MAX_BACK_OFFSET_MM);

/**
 * A print's settings as they are recorded with it (DeckPrint.options, written by recordedOptions):
 * everything but the pictures' bytes, so the print's story says how it was made. Prints recorded
 * before the family could have a theme of their own have no `custom`.
 */
export const recordedPrintOptionsSchema = z.strictObject({
  paper: z.enum(PAPERS as [PaperName, ...PaperName[]]),
  cardSize: z.enum(CARD_SIZE_NAMES as [CardSizeName, ...CardSizeName[]]),
  bleedMm: z.number().min(0).max(MAX_BLEED_MM),
  cropMarks: z.boolean(),
  backs: z.enum(DUPLEX_FLIPS as [DuplexFlip, ...DuplexFlip[]]),
  backOffsetMm: z.strictObject({ x: offset, y: offset }),
  theme: z.enum(THEME_IDS as [ThemeId, ...ThemeId[]]),
  backPattern: z.enum(BACK_PATTERNS as [BackPattern, ...BackPattern[]]).optional(),
  qr: z.boolean(),
  custom: customThemeSchema.optional(),
  which: z.enum(SELECTIONS),
  backImage: z.boolean(),
});

export type RecordedPrintOptions = z.output<typeof recordedPrintOptionsSchema>;
