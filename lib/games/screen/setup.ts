import { z } from "zod";
import { validateWord } from "@/lib/cards/words";
import {
  BOT_WORD_LIST_MAX,
  BOT_WORDS_RULES,
  classicRules,
  irishRules,
  legacyRules,
  startClassicGame,
  startIrishGame,
  startLegacyGame,
  startTableGame,
  tableRules,
  type Card,
  type BotWordsTable,
  type ClassicState,
  type GameKind,
  type IrishState,
  type LegacyState,
  type BotSettings,
  type Pace,
  type Ruleset,
  type Step,
  type TableState,
} from "@/lib/rules";

/**
 * What a screen game is rebuilt from: which game, the seats, the deck as it was when the game
 * started, the seed and the table rules. Replaying the recorded actions on it gives the same game,
 * event for event. Every game of the rules library is played from this one shape.
 */
export interface GameSeat {
  /** A deck player's id for people (or "you" in a game tried without an account); "bot-N" for bots. */
  id: string;
  name: string;
  colour: string;
  kind: "person" | "bot";
  pace?: Pace;
  mistakeRate?: number;
  /** Classic Snap's Animals: the animal this seat calls by. */
  animal?: string;
}

/** Classic Snap's variants as a table chooses them (docs/rules.md, "Classic Snap"). */
export interface ClassicOptions {
  pools: boolean;
  centrePile: boolean;
  onlyOwners: boolean;
  /** Each seat has an animal (GameSeat.animal). */
  animals: boolean;
}

export interface ScreenGameSetup {
  game: GameKind;
  seats: GameSeat[];
  deck: Card[];
  seed: number;
  /** Snap Legacy's two-player option. */
  matchSuits: boolean;
  timeLimitMs: number | null;
  /** A short game: it ends after this many cards have been turned (most cards wins; in Irish Snap
   *  most cards loses). */
  turnLimit: number | null;
  tieWindowMs: number;
  /** A shout faster than this is a false start (docs/rules.md, "A false start"): 0 for games
   *  recorded before the rule (stored without it), which replay as they were. */
  falseStartMs: number;
  /** Whether a match stays a match until it is covered (docs/rules.md, "A match"): true for every
   *  game started now; Snap Legacy games recorded before (stored without it) replay as they were. */
  matchesStay: boolean;
  /** Classic Snap with snap pools: whether a false call leaves the piles a right call waiting to be
   *  resolved has claimed (docs/rules.md, "Snap pools"): true for every game started now; games
   *  recorded before (stored without it) replay as they were. */
  calledPilesStay: boolean;
  /** Classic Snap only. */
  classic: ClassicOptions | null;
  /** Snap Legacy's "When a bot wins a snap" (lib/rules/bot-words.ts): set for every game started
   *  now. Null (stored without it) for games recorded before the rule: their bots' words replay as
   *  they were recorded, and a bot that wins in them from now on leaves its cards blank. */
  botWords?: BotWordsTable | null;
}

/** A game's state, whichever game it is (its `kind` says which). */
export type ScreenState = LegacyState | ClassicState | TableState | IrishState;

const classicOptionsSchema = z.object({
  pools: z.boolean(),
  centrePile: z.boolean(),
  onlyOwners: z.boolean(),
  animals: z.boolean(),
});

/** Setups are stored as JSON; games recorded before other games had screens are Snap Legacy. */
export const screenGameSetupSchema: z.ZodType<ScreenGameSetup, unknown> = z.object({
  game: z.enum(["legacy", "classic", "table", "irish"]).default("legacy"),
  seats: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      colour: z.string(),
      kind: z.enum(["person", "bot"]),
      pace: z.enum(["relaxed", "normal", "quick"]).optional(),
      mistakeRate: z.number().optional(),
      animal: z.string().optional(),
    }),
  ),
  deck: z.array(z.object({ id: z.string(), rank: z.string(), suit: z.string(), word: z.string().nullable() })),
  seed: z.number(),
  matchSuits: z.boolean().default(false),
  timeLimitMs: z.number().nullable(),
  turnLimit: z.number().int().positive().nullable().default(null),
  tieWindowMs: z.number(),
  falseStartMs: z.number().default(0),
  matchesStay: z.boolean().default(false),
  calledPilesStay: z.boolean().default(false),
  classic: classicOptionsSchema.nullable().default(null),
  botWords: z
    .object({ rule: z.enum(BOT_WORDS_RULES), list: z.array(z.string().max(100)).max(BOT_WORD_LIST_MAX) })
    .nullable()
    .default(null),
});

/** Snap Legacy judged with the deck's own word check for written words. */
export const screenRules = legacyRules({ validateWord });

/** The rules a game is judged by: the same on the screen, on the server and in a replay. */
export function rulesFor(setup: Pick<ScreenGameSetup, "game">): Ruleset<ScreenState> {
  // Each ruleset only ever sees states its own game started (openingStep below).
  const rules: Record<GameKind, unknown> = { legacy: screenRules, classic: classicRules, table: tableRules, irish: irishRules };
  return rules[setup.game] as Ruleset<ScreenState>;
}

/** The game as dealt, before anyone has played: the rules refuse a setup they can't deal. */
export function openingStep(setup: ScreenGameSetup): Step<ScreenState> {
  const common = {
    players: setup.seats.map((s) => ({ id: s.id, name: s.name })),
    deck: setup.deck,
    seed: setup.seed,
    atMs: 0,
    tieWindowMs: setup.tieWindowMs,
    falseStartMs: setup.falseStartMs,
    limits: {
      ...(setup.timeLimitMs ? { durationMs: setup.timeLimitMs } : {}),
      ...(setup.turnLimit ? { turns: setup.turnLimit } : {}),
    },
  };
  switch (setup.game) {
    case "legacy":
      return startLegacyGame({ ...common, matchSuits: setup.matchSuits, onlyCardJustTurned: !setup.matchesStay, botWords: setup.botWords ?? null });
    case "classic": {
      const options = setup.classic ?? { pools: true, centrePile: false, onlyOwners: false, animals: false };
      const animals = options.animals ? Object.fromEntries(setup.seats.map((s) => [s.id, s.animal ?? ""])) : null;
      return startClassicGame({ ...common, variant: { pools: options.pools, centrePile: options.centrePile, onlyOwners: options.onlyOwners, animals, calledPilesStay: setup.calledPilesStay } });
    }
    case "table":
      return startTableGame(common);
    case "irish":
      return startIrishGame(common);
  }
}

export const BOT_NAMES = ["Robin Bot", "Pip Bot", "Dot Bot", "Max Bot", "Sam Bot"];
const BOT_COLOURS = ["#374151", "#4d5b12", "#0f766e", "#9a3412", "#6b21a8"];

/** The animals a seat can choose from in Classic Snap's Animals. */
export const ANIMALS = ["Cat", "Dog", "Cow", "Duck", "Pig", "Sheep", "Horse", "Owl", "Frog", "Hen"] as const;

/** How often a bot misses a match or shouts the wrong thing: small and human. */
export const BOT_MISTAKE_RATE = 0.12;

/** The n-th bot at a table (0 for the first): its name, colour and pace, and its animal if any. */
export function botSeat(n: number, pace: Pace, animal?: string): GameSeat {
  return {
    id: `bot-${n + 1}`,
    name: BOT_NAMES[n % BOT_NAMES.length]!,
    colour: BOT_COLOURS[n % BOT_COLOURS.length]!,
    kind: "bot",
    pace,
    mistakeRate: BOT_MISTAKE_RATE,
    ...(animal === undefined ? {} : { animal }),
  };
}

/** How a bot plays a seat, the same on one screen and in a room (a person seat a bot stands in
 *  for plays at the normal pace). */
export function botSettings(setup: Pick<ScreenGameSetup, "seed">, seat: GameSeat): BotSettings {
  return { pace: seat.pace ?? "normal", mistakeRate: seat.mistakeRate ?? 0.1, seed: `${setup.seed}:${seat.id}` };
}

/** Animals for the seats that have none, each different from every animal already taken. */
export function withAnimals(seats: GameSeat[]): GameSeat[] {
  const taken = new Set(seats.flatMap((s) => (s.animal ? [s.animal.toLowerCase()] : [])));
  const free = ANIMALS.filter((a) => !taken.has(a.toLowerCase()));
  return seats.map((seat) => (seat.animal ? seat : { ...seat, animal: free.shift() ?? `Animal ${seat.id}` }));
}
