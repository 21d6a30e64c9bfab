import { z } from "zod";
import { validateWord } from "@/lib/cards/words";
import { legacyRules, startLegacyGame, type Card, type LegacyState, type Pace, type Step } from "@/lib/rules";

/**
 * What a screen game is rebuilt from: the seats, the deck as it was when the game started, and the
 * seed. Replaying the recorded actions on it gives the same game, event for event.
 */
export interface GameSeat {
  /** A deck player's id for people; "bot-N" for bots. */
  id: string;
  name: string;
  colour: string;
  kind: "person" | "bot";
  pace?: Pace;
  mistakeRate?: number;
}

export interface ScreenGameSetup {
  seats: GameSeat[];
  deck: Card[];
  seed: number;
  matchSuits: boolean;
  timeLimitMs: number | null;
  tieWindowMs: number;
  /** Whether a match stays a match until it is covered (docs/rules.md, "A match"): true for every
   *  game started now; games recorded before (stored without it) replay as they were judged. */
  matchesStay: boolean;
}

export const screenGameSetupSchema: z.ZodType<ScreenGameSetup> = z.object({
  seats: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      colour: z.string(),
      kind: z.enum(["person", "bot"]),
      pace: z.enum(["relaxed", "normal", "quick"]).optional(),
      mistakeRate: z.number().optional(),
    }),
  ),
  deck: z.array(z.object({ id: z.string(), rank: z.string(), suit: z.string(), word: z.string().nullable() })),
  seed: z.number(),
  matchSuits: z.boolean(),
  timeLimitMs: z.number().nullable(),
  tieWindowMs: z.number(),
  matchesStay: z.boolean().default(false),
});

/** The rules every screen game is judged by, with the deck's own word check for written words. */
export const screenRules = legacyRules({ validateWord });

export function openingStep(setup: ScreenGameSetup): Step<LegacyState> {
  return startLegacyGame({
    players: setup.seats.map((s) => ({ id: s.id, name: s.name })),
    deck: setup.deck,
    seed: setup.seed,
    atMs: 0,
    matchSuits: setup.matchSuits,
    tieWindowMs: setup.tieWindowMs,
    limits: setup.timeLimitMs ? { durationMs: setup.timeLimitMs } : {},
    onlyCardJustTurned: !setup.matchesStay,
  });
}

export const BOT_NAMES = ["Robin Bot", "Pip Bot", "Dot Bot", "Max Bot"];
