/**
 * A chooser's table rules in one line, for the summary they fold under ("Snap pools · until one
 * player is left · a new deal"): the rules as chosen so far, defaults included. Client-safe.
 */
import type { BotWordsRule, GameKind } from "@/lib/rules";
import { BOT_WORDS_CHOICES, CLASSIC_VARIANT_NAMES, shortGameProblem, untilTheEnd, type ClassicVariantChoice, type LengthChoice } from "./game-choices";

export interface TableRulesChoice {
  game: GameKind;
  variant: ClassicVariantChoice;
  onlyOwners: boolean;
  /** Whether matching suits count, as the game would start (Snap Legacy with two players only). */
  matchSuits: boolean;
  /** Snap Legacy's "When a bot wins a snap", where the chooser offers it. */
  botWords?: BotWordsRule;
  limit: LengthChoice;
  /** A short game's cards turned, as typed. */
  cards: string;
  /** The false-start floor in ms, where the chooser offers it. */
  falseStart?: string;
  /** As typed; empty for a new deal. */
  dealNumber: string;
}

const withCapital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
const withoutCapital = (text: string) => text.replace(/^./, (c) => c.toLowerCase());

function length({ game, variant, limit, cards }: TableRulesChoice): string {
  if (limit === "") return withoutCapital(untilTheEnd(game, variant));
  const most = game === "irish" ? "most cards loses" : "most cards wins";
  if (limit === "short") return shortGameProblem(cards) ? "a short game" : `a short game of ${cards} cards, then ${most}`;
  return `${limit} minutes, then ${most}`;
}

export function tableRulesSummary(choice: TableRulesChoice): string {
  const parts: string[] = [];
  if (choice.game === "classic") {
    parts.push(CLASSIC_VARIANT_NAMES[choice.variant]);
    if (choice.onlyOwners && choice.variant !== "animals") parts.push("only the owners of a match may snap");
  }
  if (choice.game === "legacy") {
    if (choice.matchSuits) parts.push("matching suits count");
    if (choice.botWords) parts.push(BOT_WORDS_CHOICES[choice.botWords].line);
  }
  parts.push(length(choice));
  if (choice.falseStart !== undefined) parts.push(choice.falseStart === "0" ? "no false starts" : `calls faster than ${choice.falseStart} ms are false starts`);
  parts.push(choice.dealNumber === "" ? "a new deal" : `deal number ${choice.dealNumber}`);
  return withCapital(parts.join(" · "));
}
