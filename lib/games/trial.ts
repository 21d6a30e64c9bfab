import { z } from "zod";
import { standardDeck } from "@/lib/cards/deck-composition";
import { DEFAULT_FALSE_START_MS, DEFAULT_TIE_WINDOW_MS, type Card } from "@/lib/rules";
import { TRIAL_DEFAULTS, TRIAL_GAMES, type TrialGame } from "./trial-url";
import { ANIMALS, botSeat, withAnimals, type ClassicOptions, type GameSeat, type ScreenGameSetup } from "./screen/setup";

/**
 * A game tried without an account: you against bots on a standard 52-card deck, from the address
 * alone (/play/irish?bots=3&pace=normal&deal=42). Nothing is saved anywhere.
 */

export function isTrialGame(game: string): game is TrialGame {
  return (TRIAL_GAMES as readonly string[]).includes(game);
}

export const LARGEST_DEAL = 2 ** 31 - 1;

const CLASSIC_VARIANTS: Record<string, ClassicOptions> = {
  pools: { pools: true, centrePile: false, onlyOwners: false, animals: false },
  plain: { pools: false, centrePile: false, onlyOwners: false, animals: false },
  centre: { pools: false, centrePile: true, onlyOwners: false, animals: false },
  animals: { pools: false, centrePile: false, onlyOwners: false, animals: true },
};

const whole = (what: string, min: number, max: number) =>
  z.coerce.number({ error: `${what} must be a number.` }).int(`${what} must be a whole number.`).min(min, `${what} must be ${min} to ${max}.`).max(max, `${what} must be ${min} to ${max}.`);

const trialQuerySchema = z.object({
  bots: whole("The number of bots", 1, 5).default(TRIAL_DEFAULTS.bots),
  pace: z.enum(["relaxed", "normal", "quick"], { error: "The bots’ pace must be relaxed, normal or quick." }).default(TRIAL_DEFAULTS.pace),
  deal: whole("The deal number", 0, LARGEST_DEAL).optional(),
  turns: whole("The number of cards to play", 10, 500).optional(),
  variant: z.enum(["pools", "plain", "centre", "animals"], { error: "The variant must be pools, plain, centre or animals." }).default(TRIAL_DEFAULTS.variant),
  owners: z.literal("1", { error: "owners must be 1 (only owners may snap) or left out." }).optional(),
  animal: z
    .string()
    .transform((given) => ANIMALS.find((a) => a.toLowerCase() === given.trim().toLowerCase()))
    .refine((animal) => animal !== undefined, `Your animal must be one of ${ANIMALS.join(", ")}.`)
    .optional(),
});

export type TrialQuery = z.infer<typeof trialQuerySchema>;

/** Query parameters as the page receives them (repeated ones are refused). */
export type SearchParams = Record<string, string | string[] | undefined>;

export type TrialParse = { ok: true; query: TrialQuery } | { ok: false; message: string };

export function parseTrialQuery(params: SearchParams): TrialParse {
  const repeated = Object.entries(params).find(([, value]) => Array.isArray(value));
  if (repeated) return { ok: false, message: `“${repeated[0]}” is given more than once.` };
  const parsed = trialQuerySchema.safeParse(params);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(" ") };
  return { ok: true, query: parsed.data };
}

/** The standard deck, no words, each card's id its code (AS, 10H, …). */
export function trialDeck(): Card[] {
  return standardDeck().map((card) => ({ id: card.code, rank: card.rank, suit: card.suit ?? "", word: null }));
}

/** The game the address asks for; `deal` must be set (the page picks one when it is not). */
export function trialSetup(game: TrialGame, query: TrialQuery & { deal: number }): ScreenGameSetup {
  const classic = game === "classic" ? { ...(CLASSIC_VARIANTS[query.variant] ?? CLASSIC_VARIANTS.pools!), onlyOwners: query.owners === "1" } : null;
  const you: GameSeat = { id: "you", name: "You", colour: "#b42318", kind: "person", ...(classic?.animals && query.animal ? { animal: query.animal } : {}) };
  const seats = [you, ...Array.from({ length: query.bots }, (_, n) => botSeat(n, query.pace))];
  return {
    game,
    seats: classic?.animals ? withAnimals(seats) : seats,
    deck: trialDeck(),
    seed: query.deal,
    matchSuits: false,
    timeLimitMs: null,
    turnLimit: query.turns ?? null,
    tieWindowMs: DEFAULT_TIE_WINDOW_MS,
    falseStartMs: DEFAULT_FALSE_START_MS,
    matchesStay: true,
    calledPilesStay: true,
    classic,
  };
}

/** The same game's address with these parameters (a deal added, or taken away for a new one). */
export function trialHref(game: TrialGame, params: SearchParams, deal: number | null): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (typeof value === "string" && key !== "deal") search.set(key, value);
  if (deal !== null) search.set("deal", String(deal));
  const query = search.toString();
  return `/play/${game}${query ? `?${query}` : ""}`;
}
