/**
 * The games a person can choose, in the words the choosers and the deck's games list use, and how a
 * choice becomes the rules' own options. Client-safe: no database here.
 */
import type { BotWordsRule, GameKind, Pace } from "@/lib/rules";
import type { ANIMALS, ClassicOptions } from "./screen/setup";

export type Animal = (typeof ANIMALS)[number];

export const GAME_NAMES: Record<GameKind, string> = {
  legacy: "Snap Legacy",
  classic: "Classic Snap",
  table: "Table Snap",
  irish: "Irish Snap",
};

export const GAME_DESCRIPTIONS: Record<GameKind, string> = {
  legacy: "Shout the word on the cards, and write new words on the cards you win: they stay on the deck for good.",
  classic: "Call “snap” on two matching face-up cards to win both piles; last player with cards wins.",
  table: "The first right “Snap!” wins every card on the table; collect the whole deck to win.",
  irish: "Count Ace to King as the cards are turned and slap a match: the slowest collects, the last holding cards loses.",
};

export const CLASSIC_VARIANTS = ["pools", "plain", "centre", "animals"] as const;
export type ClassicVariantChoice = (typeof CLASSIC_VARIANTS)[number];

export const CLASSIC_VARIANT_NAMES: Record<ClassicVariantChoice, string> = {
  pools: "snap pools",
  plain: "no pools",
  centre: "single centre pile",
  animals: "Animals",
};

export const CLASSIC_VARIANT_EXPLANATIONS: Record<ClassicVariantChoice, string> = {
  pools: "The standard game: a false “snap” sends your face-up pile to the centre as a pool; call “snap pool” to win it.",
  plain: "A false “snap” only keeps you quiet until the next card; ties are settled by the deal.",
  centre: "Everyone turns onto one centre pile; two cards in a row of the same rank are a match.",
  animals: "Each player is an animal: on a match, call the other player’s animal. Most cards when the deck runs out wins.",
};

/** Classic Snap's rules options for a variant as the choosers offer it. */
export function classicOptions(variant: ClassicVariantChoice, onlyOwners: boolean): ClassicOptions {
  return {
    pools: variant === "pools",
    centrePile: variant === "centre",
    onlyOwners: variant !== "animals" && onlyOwners,
    animals: variant === "animals",
  };
}

/** The variant a game was played with, by the name the choosers give it. */
export function classicVariantOf(options: ClassicOptions): ClassicVariantChoice {
  if (options.animals) return "animals";
  if (options.centrePile) return "centre";
  return options.pools ? "pools" : "plain";
}

/** How long a game lasts: to its natural end (""), a time limit in minutes, or a short game of a number of cards. */
export type LengthChoice = "" | "short" | `${number}`;

/** How a game ends when no limit stops it first (short: it is an option of a drop-down). */
export function untilTheEnd(game: GameKind, variant: ClassicVariantChoice): string {
  if (game === "irish") return "Until the last one holding cards";
  return game === "classic" && variant === "animals" ? "Until the deck runs out" : "Until one player is left";
}

/** Snap Legacy's "When a bot wins a snap", as the chooser and the rooms' rules name each choice. */
export const BOT_WORDS_CHOICES: Record<BotWordsRule, { label: string; description: string; line: string }> = {
  blank: {
    label: "Its cards stay blank",
    description: "Nothing is written: the deck keeps only the family’s own words.",
    line: "a bot’s cards stay blank",
  },
  people: {
    label: "We write its words",
    description: "The words dialog opens for the bot, and the deck’s history says who wrote them for it.",
    line: "we write the bots’ words",
  },
  list: {
    label: "It writes from our word list",
    description: "It takes a word from the family’s list that no card has yet; with none left, its cards stay blank.",
    line: "bots write from our word list",
  },
};

export const PACE_OPTIONS: { value: Pace; label: string }[] = [
  { value: "relaxed", label: "Relaxed" },
  { value: "normal", label: "Normal" },
  { value: "quick", label: "Quick" },
];

/** A short game's length, in cards turned. */
/** The false-start floors a table may choose (docs/rules.md, "A false start"), in ms: none, or
 *  one a person could not beat. 100 ms is every new game's rule. */
export const FALSE_START_CHOICES: { value: string; label: string }[] = [
  { value: "100", label: "Faster than 100 ms (usual)" },
  { value: "150", label: "Faster than 150 ms (young players)" },
  { value: "80", label: "Faster than 80 ms" },
  { value: "0", label: "No false starts" },
];
export const FALSE_START = { min: 0, max: 250 } as const;

export const SHORT_GAME = { min: 10, max: 500, suggested: 100 } as const;

/** Why a short game's length can't be played, or null when it can. */
export function shortGameProblem(text: string): string | null {
  const cards = Number(text);
  if (!/^\d+$/.test(text) || cards < SHORT_GAME.min || cards > SHORT_GAME.max) {
    return `A short game is ${SHORT_GAME.min} to ${SHORT_GAME.max} cards turned.`;
  }
  return null;
}

/** The largest deal number (a seed the rules accept). */
export const MAX_DEAL = 2 ** 31 - 1;

/** Why a deal number can't be used, or null when it can (empty: a fresh deal). */
export function dealNumberProblem(text: string): string | null {
  if (text === "") return null;
  return /^\d+$/.test(text) && Number(text) <= MAX_DEAL ? null : `A deal number is a whole number from 0 to ${MAX_DEAL}.`;
}
