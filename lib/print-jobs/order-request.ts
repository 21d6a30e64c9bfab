/**
 * What a person asks of an order's files, in one shape for the page, the zip and the contact
 * sheet: a preset size or a custom one (size, bleed, safe margin, dpi) and the image format, sent as
 * URL query parameters (orderQuery) beside the print page's look (theme, back pattern, back
 * picture, QR codes), and read back by parseOrderRequest. Client-safe: no database here.
 */
import { z } from "zod";
import { parseInput } from "@/lib/decks/parse-input";
import {
  imagePixels,
  ORDER_FORMATS,
  ORDER_LIMITS,
  ORDER_PRESET_IDS,
  presetSpec,
  type OrderFormat,
  type OrderSizeId,
  type OrderSpec,
} from "@/lib/print/order-presets";
import type { PaperName } from "@/lib/print/layout";
import { PAPERS } from "./print-request";

export const ORDER_SIZE_IDS: readonly OrderSizeId[] = [...ORDER_PRESET_IDS, "custom"];

/** The custom size's fields, as the form names them. */
export const CUSTOM_FIELDS = ["widthMm", "heightMm", "bleedMm", "safeMm", "dpi"] as const;
export type CustomField = (typeof CUSTOM_FIELDS)[number];

/** A number given as a field or a query parameter: empty and missing are "not given", never 0. */
function measure(label: string, unit: "mm" | "dpi", { min, max }: { min: number; max: number }, whole = false) {
  const range = `${label} must be between ${min} and ${max} ${unit}.`;
  const what = unit === "mm" ? "a number of millimetres" : "a whole number of dots per inch";
  const number = z.number({ error: (issue) => (issue.input === undefined ? `Give ${label.toLowerCase()}.` : `${label} must be ${what}.`) });
  return z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? undefined : typeof value === "string" ? Number(value) : value),
    (whole ? number.int(`${label} must be ${what}.`) : number).min(min, range).max(max, range),
  );
}

const format = z.enum(ORDER_FORMATS, { error: "The images must be PNG or JPEG." }).default("png");

const customSizeSchema = z
  .object({
    widthMm: measure("The card's width", "mm", ORDER_LIMITS.sideMm),
    heightMm: measure("The card's height", "mm", ORDER_LIMITS.sideMm),
    bleedMm: measure("The bleed", "mm", ORDER_LIMITS.bleedMm),
    safeMm: measure("The safe margin", "mm", ORDER_LIMITS.safeMm),
    dpi: measure("The resolution", "dpi", ORDER_LIMITS.dpi, true),
  })
  .superRefine((size, context) => {
    if (2 * size.safeMm >= Math.min(size.widthMm, size.heightMm) / 2) {
      context.addIssue({ code: "custom", path: ["safeMm"], message: "The safe margin must leave at least half the card inside it." });
    }
    const { width, height } = imagePixels({ trim: { width: size.widthMm, height: size.heightMm }, bleedMm: size.bleedMm, dpi: size.dpi });
    if (width * height > ORDER_LIMITS.pixelsPerCard) {
      context.addIssue({
        code: "custom",
        path: ["dpi"],
        message: `At ${size.dpi} dpi each card would be ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels, more than ${ORDER_LIMITS.pixelsPerCard / 1e6} million: choose a lower resolution or a smaller card.`,
      });
    }
  });

export const orderRequestSchema = z.object({
  size: z.enum(ORDER_SIZE_IDS as [OrderSizeId, ...OrderSizeId[]], { error: "Choose poker, bridge, mini, tarot or a custom size." }).default("poker"),
  format,
});

export type CustomSizeInput = Partial<Record<CustomField, string | number>>;
export type OrderRequestInput = { size: OrderSizeId; format: OrderFormat; custom?: CustomSizeInput };

/** The print page's look that the order's cards are drawn in: passed on to preparePrint as they are. */
const LOOK_PARAMS = ["theme", "backPattern", "useBackImage", "qr"] as const;
/** What the order takes from the print page's query: its look, and its paper for the contact sheet. */
const PAGE_PARAMS = [...LOOK_PARAMS, "paper"] as const;

const contactSheetSchema = z.object({ paper: z.enum(PAPERS as [PaperName, ...PaperName[]], { error: "Paper must be A4, Letter or A3." }).default("A4") });

/** Reads the order's spec from its query string, refusing bad input with its first problem as a plain message (400). */
export function parseOrderRequest(query: string): OrderSpec {
  const params = new URLSearchParams(query);
  const raw = Object.fromEntries(params);
  const { size, format: imageFormat } = parseInput(orderRequestSchema, raw, "That order isn't valid.");
  if (size !== "custom") return presetSpec(size, imageFormat);
  const custom = parseInput(customSizeSchema, raw, "That custom size isn't valid.");
  return {
    size,
    name: "Custom",
    trim: { width: custom.widthMm, height: custom.heightMm },
    bleedMm: custom.bleedMm,
    safeMm: custom.safeMm,
    dpi: custom.dpi,
    format: imageFormat,
  };
}

/** The paper the order's contact sheet is printed on: the print page's. */
export function contactSheetPaper(query: string): PaperName {
  return parseInput(contactSheetSchema, Object.fromEntries(new URLSearchParams(query)), "That contact sheet isn't valid.").paper;
}

/** The print request an order's cards are read and drawn with: every card, its back, and the page's look. */
export function orderPrintRequest(query: string): Record<string, string> {
  const params = new URLSearchParams(query);
  const look = Object.fromEntries(LOOK_PARAMS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
  return { ...look, which: "all", backs: "long-edge" };
}

/** What is wrong with a custom size, field by field, in the same words the server refuses it with. */
export function customSizeProblems(input: CustomSizeInput): Partial<Record<CustomField, string>> {
  const parsed = customSizeSchema.safeParse(input);
  if (parsed.success) return {};
  const problems: Partial<Record<CustomField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CustomField;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The query string of an order: its size and format, the custom size's fields, and the print page's look and paper (`look`, a print query). */
export function orderQuery(request: OrderRequestInput, look = ""): string {
  const params = new URLSearchParams();
  const page = new URLSearchParams(look);
  for (const name of PAGE_PARAMS) if (page.has(name)) params.set(name, page.get(name)!);
  params.set("size", request.size);
  params.set("format", request.format);
  if (request.size === "custom") for (const field of CUSTOM_FIELDS) params.set(field, String(request.custom?.[field] ?? ""));
  return params.toString();
}
