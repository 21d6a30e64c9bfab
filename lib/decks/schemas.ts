import { z } from "zod";
import { checkFreeText, freeText } from "@/lib/text/free-text";
import { MAX_WORD_LENGTH, validateWord } from "@/lib/cards/words";
import { requestKeySchema } from "./request-key";

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "Pick a colour." });

/**
 * A printed label (custom set labels, player names) obeys the same rules as a word on a card, after
 * the free-text check, which names an invisible character rather than quoting it.
 */
const printable = (what: string) =>
  z.string().transform((value, ctx) => {
    const text = checkFreeText(value, { label: what, max: MAX_WORD_LENGTH, printed: true });
    if (!text.ok) {
      ctx.addIssue({ code: "custom", message: text.message });
      return z.NEVER;
    }
    const checked = validateWord(text.text);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: `${what}: ${checked.message}` });
      return z.NEVER;
    }
    return checked.word;
  });

export const compositionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("standard"),
    missing: z.array(z.string().regex(/^(A|[2-9]|10|J|Q|K)[CDHS]$/)).max(10, { error: "Mark at most ten cards missing." }).default([]),
  }),
  z.object({
    kind: z.literal("custom"),
    sets: z
      .array(z.object({ label: printable("Set label"), colour }))
      .min(2, { error: "A custom deck needs at least two sets." })
      .max(26, { error: "A custom deck has at most 26 sets." }),
    cardsPerSet: z.number().int().min(2, { error: "Each set needs at least two matching cards." }).max(8),
  }),
]);

export const playerSchema = z.object({ name: printable("Player name"), colour });

export const createDeckSchema = z
  .object({
    requestKey: requestKeySchema,
    name: freeText({ label: "The deck's name", emptyMessage: "Give the deck a name.", max: 60, printed: true }),
    composition: compositionSchema,
    players: z.array(playerSchema).min(2, { error: "Snap needs at least two players." }).max(10, { error: "At most ten players." }),
    start: z.enum(["setup", "existing"]),
  })
  .refine((d) => new Set(d.players.map((p) => p.name.toLowerCase())).size === d.players.length, {
    error: "Each player needs a different name.",
    path: ["players"],
  });

export type CreateDeckInput = z.input<typeof createDeckSchema>;
