/**
 * What a person asks to print, in one shape for the preview and the PDF: the page sends it as URL
 * query parameters (printQuery), the PDF route and the preview action pass that query string on,
 * and parsePrintRequest reads it back. Client-safe: no database here.
 */
import { z } from "zod";
import { parseInput } from "@/lib/decks/parse-input";
import { MAX_BACK_OFFSET_MM, type CardSizeName, type DuplexFlip, type PaperName } from "@/lib/print/layout";
import { BACK_PATTERNS, THEME_IDS, type BackPattern, type ThemeId } from "@/lib/print/themes";

export const PAPERS: readonly PaperName[] = ["A4", "Letter", "A3"];
export const CARD_SIZE_NAMES: readonly CardSizeName[] = ["poker", "bridge", "mini"];
export const DUPLEX_FLIPS: readonly DuplexFlip[] = ["none", "long-edge", "short-edge"];
export const MAX_BLEED_MM = 5;

/** Which cards to print: every card, cards with words, changed ones, or chosen ones. */
export const SELECTIONS = ["all", "words", "changed", "chosen"] as const;
export type Selection = (typeof SELECTIONS)[number];

const flag = z.union([z.boolean(), z.enum(["1", "0", "true", "false"]).transform((v) => v === "1" || v === "true")]);
const millimetres = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number of millimetres.` })
    .min(min, `${label} must be between ${min} and ${max} mm.`)
    .max(max, `${label} must be between ${min} and ${max} mm.`);

export const printRequestSchema = z
  .object({
    paper: z.enum(PAPERS as [PaperName, ...PaperName[]], { error: "Paper must be A4, Letter or A3." }).default("A4"),
    cardSize: z.enum(CARD_SIZE_NAMES as [CardSizeName, ...CardSizeName[]], { error: "Card size must be poker, bridge or mini." }).default("poker"),
    bleedMm: millimetres("Bleed", 0, MAX_BLEED_MM).default(0),
    cropMarks: flag.default(true),
    backs: z.enum(DUPLEX_FLIPS as [DuplexFlip, ...DuplexFlip[]], { error: "Backs must be none, long-edge or short-edge." }).default("none"),
    backOffsetX: millimetres("The sideways back offset", -MAX_BACK_OFFSET_MM, MAX_BACK_OFFSET_MM).default(0),
    backOffsetY: millimetres("The up-and-down back offset", -MAX_BACK_OFFSET_MM, MAX_BACK_OFFSET_MM).default(0),
    qr: flag.default(false),
    theme: z.enum(THEME_IDS as [ThemeId, ...ThemeId[]], { error: "That theme doesn't exist." }).optional(),
    backPattern: z.enum(BACK_PATTERNS as [BackPattern, ...BackPattern[]], { error: "That back pattern doesn't exist." }).optional(),
    useBackImage: flag.optional(),
    which: z.enum(SELECTIONS, { error: "Choose all cards, cards with words, changed cards or chosen cards." }).default("all"),
    cards: z.array(z.string().min(1).max(64)).max(500).default([]),
  })
  .refine((r) => r.which !== "chosen" || r.cards.length > 0, { message: "Choose at least one card to print.", path: ["cards"] });

export type PrintRequest = z.infer<typeof printRequestSchema>;
export type PrintRequestInput = z.input<typeof printRequestSchema>;

/** Reads query parameters into the raw request object (cards as a comma-separated list). */
export function printRequestFromQuery(params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of params) raw[name] = value;
  raw.cards = params.get("cards") ? params.get("cards")!.split(",").filter(Boolean) : [];
  return raw;
}

/** The query string for a print request, leaving out what is at its default. */
export function printQuery(request: PrintRequestInput): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined || name === "cards") continue;
    params.set(name, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  if (request.which === "chosen" && request.cards?.length) params.set("cards", request.cards.join(","));
  return params.toString();
}

/**
 * Parses a raw request (its fields, or the query string the page sent), refusing bad input with its
 * first problem as a plain message (400).
 */
export function parsePrintRequest(raw: unknown): PrintRequest {
  const fields = typeof raw === "string" ? printRequestFromQuery(new URLSearchParams(raw)) : raw;
  return parseInput(printRequestSchema, fields, "That print request isn't valid.");
}
