import type { Pace } from "@/lib/rules";
import type { ClassicVariantChoice } from "./game-choices";

/** The games a person can try without an account, against bots on a standard deck. */
export const TRIAL_GAMES = ["irish", "classic", "table"] as const;
export type TrialGame = (typeof TRIAL_GAMES)[number];

export interface TrialChoice {
  game: TrialGame;
  bots: number;
  pace: Pace;
  /** A fresh deal when absent. */
  deal?: number;
  /** A short game of this many cards turned. */
  turns?: number;
  variant: ClassicVariantChoice;
  onlyOwners: boolean;
  /** Animals: the animal the person calls by. */
  animal: string;
}

/** What the address means when it leaves a choice out (lib/games/trial.ts reads it so). */
export const TRIAL_DEFAULTS = { bots: 3, pace: "normal", variant: "pools" } as const;

/**
 * The trial game's address (/play/<game>), with only the choices that differ from its defaults:
 * Classic Snap's variant, "only owners" and the person's animal are sent for Classic Snap only.
 */
export function trialUrl(choice: TrialChoice): string {
  const params = new URLSearchParams();
  if (choice.bots !== TRIAL_DEFAULTS.bots) params.set("bots", String(choice.bots));
  if (choice.pace !== TRIAL_DEFAULTS.pace) params.set("pace", choice.pace);
  if (choice.deal !== undefined) params.set("deal", String(choice.deal));
  if (choice.turns !== undefined) params.set("turns", String(choice.turns));
  if (choice.game === "classic") {
    if (choice.variant !== TRIAL_DEFAULTS.variant) params.set("variant", choice.variant);
    if (choice.variant === "animals") params.set("animal", choice.animal);
    else if (choice.onlyOwners) params.set("owners", "1");
  }
  const query = params.toString();
  return `/play/${choice.game}${query ? `?${query}` : ""}`;
}
