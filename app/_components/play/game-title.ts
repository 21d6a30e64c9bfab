import { BOT_WORDS_CHOICES } from "@/lib/games/game-choices";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import type { GameKind } from "@/lib/rules";

export const GAME_NAMES: Record<GameKind, string> = { legacy: "Snap Legacy", classic: "Classic Snap", table: "Table Snap", irish: "Irish Snap" };

/** The table rules a game is played with, in a few words for its title line. */
export function variantLine(setup: Pick<ScreenGameSetup, "game" | "classic" | "matchSuits" | "turnLimit" | "botWords">): string {
  const parts: string[] = [];
  const classic = setup.classic;
  if (setup.game === "classic" && classic) {
    parts.push(classic.animals ? "Animals" : classic.centrePile ? "single centre pile" : classic.pools ? "snap pools" : "no snap pools");
    if (classic.onlyOwners) parts.push("only owners may snap");
  }
  if (setup.game === "irish") parts.push("count Ace to King");
  if (setup.matchSuits) parts.push("matching suits count");
  if (setup.game === "legacy" && setup.botWords) parts.push(BOT_WORDS_CHOICES[setup.botWords.rule].line);
  if (setup.turnLimit !== null) parts.push(`ends after ${setup.turnLimit} cards`);
  return parts.join(" · ");
}
