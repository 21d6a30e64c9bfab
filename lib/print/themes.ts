import { z } from "zod";
import { FONT_IDS, type FontId } from "./font-catalog";
import { colourField } from "@/lib/text/colour";
import { freeText } from "@/lib/text/free-text";
import { mixColour } from "./shapes";

export type BackPattern = "lattice" | "dots" | "suits";
export const BACK_PATTERNS: readonly BackPattern[] = ["lattice", "dots", "suits"];

/** A card design: colours as #rrggbb, one font for every letter on the card. */
export interface Theme {
  id: ThemeId;
  name: string;
  font: FontId;
  face: { background: string; edge: string; frame: string; red: string; black: string; ink: string; muted: string; panel: string };
  /** `text` is what the plate in the middle of the back says (no plate, only the pattern, when empty). */
  back: { pattern: BackPattern; background: string; motif: string; plate: string; plateText: string; text: string };
  /** How the corner indices are drawn. */
  corners: CornerStyle;
  /** True when this is the family's own theme (resolveTheme of a design with `custom`). */
  custom?: boolean;
}

export type ThemeId = "classic" | "playful" | "forest" | "midnight";

export const THEMES: Record<ThemeId, Theme> = {
  classic: {
    id: "classic",
    name: "Classic",
    font: "noto-sans-bold",
    face: {
      background: "#ffffff",
      edge: "#c9ccd3",
      frame: "#e4e1d8",
      red: "#c8102e",
      black: "#1b1b1f",
      ink: "#1d2a5b",
      muted: "#6b7080",
      panel: "#f4efe3",
    },
    back: { pattern: "lattice", background: "#1d2a5b", motif: "#c9a227", plate: "#f7f1e1", plateText: "#1d2a5b", text: "Snap" },
    corners: "classic",
  },
  playful: {
    id: "playful",
    name: "Playful",
    font: "comfortaa-bold",
    face: {
      background: "#fff8ec",
      edge: "#e3cfa8",
      frame: "#f6c453",
      red: "#d0303f",
      black: "#2b2d42",
      ink: "#3a2e8f",
      muted: "#8a7a66",
      panel: "#fde9c4",
    },
    back: { pattern: "dots", background: "#1f9e89", motif: "#8fe3cf", plate: "#fff8ec", plateText: "#d0303f", text: "Snap" },
    corners: "classic",
  },
  forest: {
    id: "forest",
    name: "Forest",
    font: "noto-sans-bold",
    face: {
      background: "#f8f6ee",
      edge: "#cfd6c4",
      frame: "#b9cba6",
      red: "#b3261e",
      black: "#1f3a2e",
      ink: "#1f3a2e",
      muted: "#6d7a66",
      panel: "#e8efdc",
    },
    back: { pattern: "suits", background: "#2f5d46", motif: "#4f8a68", plate: "#f8f6ee", plateText: "#2f5d46", text: "Snap" },
    corners: "classic",
  },
  midnight: {
    id: "midnight",
    name: "Midnight",
    font: "comfortaa-bold",
    face: {
      background: "#fdfcff",
      edge: "#c8c6dc",
      frame: "#d7d2f0",
      red: "#d12c5c",
      black: "#23214a",
      ink: "#23214a",
      muted: "#77738f",
      panel: "#eeebfa",
    },
    back: { pattern: "suits", background: "#23214a", motif: "#3d3a78", plate: "#fdfcff", plateText: "#d12c5c", text: "Snap" },
    corners: "classic",
  },
};

export const THEME_IDS = Object.keys(THEMES) as ThemeId[];
export const DEFAULT_THEME: ThemeId = "classic";

export function themeById(id: ThemeId | undefined): Theme {
  return THEMES[id ?? DEFAULT_THEME];
}

/** How the corner indices look: rank over suit (classic), a bigger rank (large), or on a disc (badge). */
export type CornerStyle = "classic" | "large" | "badge";
export const CORNER_STYLES: readonly CornerStyle[] = ["classic", "large", "badge"];

/** What the plate in the middle of the back says: "Snap", the deck's name, or a monogram. */
export type BackText = "snap" | "name" | "monogram";
export const BACK_TEXTS: readonly BackText[] = ["snap", "name", "monogram"];

const colour = colourField("A theme colour");

/**
 * A theme of the family's own: a built-in theme to start from, with the colours, font, corners and
 * back they changed. resolveTheme turns it into a Theme.
 */
export const customThemeSchema = z.object({
  base: z.enum(THEME_IDS as [ThemeId, ...ThemeId[]]),
  face: z.object({ background: colour, ink: colour, accent: colour, red: colour, black: colour }),
  back: z.object({ background: colour, motif: colour, plate: colour, plateText: colour }),
  font: z.enum(FONT_IDS as [FontId, ...FontId[]]),
  corners: z.enum(CORNER_STYLES as [CornerStyle, ...CornerStyle[]]),
  backText: z.enum(BACK_TEXTS as [BackText, ...BackText[]]),
  /** Up to three letters for backText "monogram"; the deck's initials when absent. */
  monogram: freeText({ label: "The monogram", min: 0, max: 3, printed: true }).optional(),
});

export type CustomTheme = z.infer<typeof customThemeSchema>;

/**
 * What a deck saves about its printed look. The uploaded back image itself is stored elsewhere
 * (decoded and sized for print by normaliseBackImage); the design only says whether to use it.
 */
export const deckPrintDesignSchema = z.object({
  theme: z.enum(THEME_IDS as [ThemeId, ...ThemeId[]]).default(DEFAULT_THEME),
  backPattern: z.enum(BACK_PATTERNS as [BackPattern, ...BackPattern[]]).optional(),
  useBackImage: z.boolean().default(false),
  /** The family's own theme; when present it is the deck's look (`theme` is what it started from). */
  custom: customThemeSchema.optional(),
});

export type DeckPrintDesign = z.infer<typeof deckPrintDesignSchema>;

/** Reads a saved design, falling back to the default theme when it is missing or out of date. */
export function parseDeckPrintDesign(saved: unknown): DeckPrintDesign {
  const parsed = deckPrintDesignSchema.safeParse(saved ?? {});
  return parsed.success ? parsed.data : deckPrintDesignSchema.parse({});
}

/**
 * The look a deck's cards are drawn in: its built-in theme, or the family's own theme made from
 * the one it started from. `deckName` fills the back's plate when the design asks for the name or
 * a monogram.
 */
export function resolveTheme(design: DeckPrintDesign, deckName = ""): Theme {
  const base = themeById(design.custom?.base ?? design.theme);
  const withPattern = { ...base, back: { ...base.back, pattern: design.backPattern ?? base.back.pattern } };
  const custom = design.custom;
  if (!custom) return withPattern;
  const { background, ink, accent, red, black } = custom.face;
  return {
    ...withPattern,
    name: "Our own",
    custom: true,
    font: custom.font,
    corners: custom.corners,
    face: {
      background,
      ink,
      red,
      black,
      edge: mixColour(ink, background, 0.75),
      frame: accent,
      muted: mixColour(ink, background, 0.4),
      panel: mixColour(accent, background, 0.82),
    },
    back: { ...withPattern.back, ...custom.back, text: backPlateText(custom, deckName) },
  };
}

/** What the back's plate says for a theme of the family's own. */
export function backPlateText(custom: CustomTheme, deckName: string): string {
  const name = deckName.trim();
  if (custom.backText === "name" && name) return name;
  if (custom.backText === "monogram") return custom.monogram?.trim() || deckMonogram(name) || "S";
  return "Snap";
}

/** A deck's initials, up to three ("Long Winter" → "LW"); empty for no name. */
export function deckMonogram(deckName: string): string {
  const initials = deckName.trim().split(/\s+/).map((part) => Array.from(part)[0] ?? "");
  return Array.from(initials.join("")).slice(0, 3).join("").toUpperCase();
}

/**
 * The back as a game screen draws it, face-down piles beside the call buttons: a back saying
 * "Snap" would read as a Snap button, so it says the deck's monogram instead, or nothing (only
 * its pattern) for cards of no deck. Printed backs stay as the design says.
 */
export function playBackTheme(theme: Theme, deckName: string | null): Theme {
  if (theme.back.text.trim().toLowerCase() !== "snap") return theme;
  return { ...theme, back: { ...theme.back, text: deckMonogram(deckName ?? "") } };
}
