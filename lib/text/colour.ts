import { z } from "zod";

/**
 * The one form a colour has wherever a person or a file can set one (players, custom sets, the
 * designer's theme, imports): `#rrggbb`, six hex digits, lower case. Anything else is refused, so
 * a colour is only ever a colour when it lands in a style attribute, an SVG or a PDF.
 */
const HEX = /^#([0-9a-f]{6})$/i;

/** The colour in its one form, or null when it isn't a `#rrggbb` colour (any case is accepted). */
export function parseColour(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const match = HEX.exec(input.trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

/** The message for a colour that isn't one, naming what was expected. */
export function colourMessage(label: string): string {
  return `${label} must be a colour written #rrggbb (six hex digits, like #1d4ed8).`;
}

/** The zod field for a colour someone sets: parsed to `#rrggbb`, or refused with a plain message. */
export function colourField(label = "A colour") {
  return z.unknown().transform((value, ctx) => {
    const colour = parseColour(value);
    if (colour === null) {
      ctx.addIssue({ code: "custom", message: colourMessage(label) });
      return z.NEVER;
    }
    return colour;
  });
}

/** The colour to draw something stored in: the stored one when it is a colour, else `fallback`. */
export function shownColour(stored: unknown, fallback = "#374151"): string {
  return parseColour(stored) ?? fallback;
}
