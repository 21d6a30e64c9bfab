import { z } from "zod";
import { checkFreeText, freeText } from "@/lib/text/free-text";
import { MAX_WORD_LENGTH, validateWord } from "@/lib/cards/words";
import { colourField } from "@/lib/text/colour";
import { timeZoneField } from "@/lib/time/time-zone-field";
import { requestKeySchema } from "./request-key";

/**
 * A printed label (custom set labels, player names) obeys the same rules as a word on a card, after
 * the free-text check, which names an invisible character rather than quoting it.
 */
export const printable = (what: string) =>
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

/**
 * What a deck can hold, as the forms allow it: a custom deck is at most 26 sets of 8 cards; a deck
 * starts with at most 10 players and can have at most 40 in its life (archived players count: they
 * are never deleted).
 */
export const DECK_LIMITS = { sets: 26, cardsPerSet: 8, cards: 26 * 8, playersAtCreation: 10, players: 40 } as const;

/** A reason given for a change in the history (a correction, a card lost, found or replaced). */
export const REASON_RULES = { label: "The reason", max: 300 } as const;

/** The deck's name, as the new-deck form takes it. */
/** The longest a deck's name may be, in characters. */
export const DECK_NAME_MAX = 60;
export const deckNameField = freeText({ label: "The deck's name", emptyMessage: "Give the deck a name.", max: DECK_NAME_MAX, printed: true });

export const compositionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("standard"),
    missing: z.array(z.string().regex(/^(A|[2-9]|10|J|Q|K)[CDHS]$/)).max(10, { error: "Mark at most ten cards missing." }).default([]),
  }),
  z.object({
    kind: z.literal("custom"),
    sets: z
      .array(z.object({ label: printable("Set label"), colour: colourField("A set's colour") }))
      .min(2, { error: "A custom deck needs at least two sets." })
      .max(DECK_LIMITS.sets, { error: `A custom deck has at most ${DECK_LIMITS.sets} sets.` }),
    cardsPerSet: z.number().int().min(2, { error: "Each set needs at least two matching cards." }).max(DECK_LIMITS.cardsPerSet),
  }),
]);

export const playerSchema = z.object({ name: printable("Player name"), colour: colourField("A player's colour") });

export const createDeckSchema = z
  .object({
    requestKey: requestKeySchema,
    name: deckNameField,
    composition: compositionSchema,
    players: z.array(playerSchema).min(2, { error: "Snap needs at least two players." }).max(DECK_LIMITS.playersAtCreation, { error: `At most ${DECK_LIMITS.playersAtCreation} players.` }),
    start: z.enum(["setup", "existing"]),
    /** The browser's time zone: the deck's, when its creator's account has none yet. */
    timeZone: timeZoneField.optional(),
  })
  .refine((d) => new Set(d.players.map((p) => p.name.toLowerCase())).size === d.players.length, {
    error: "Each player needs a different name.",
    path: ["players"],
  });

export type CreateDeckInput = z.input<typeof createDeckSchema>;
