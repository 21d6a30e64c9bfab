import { normaliseWord } from "@/lib/cards/normalise";
import type { LegacyPlayer } from "@/lib/rules";

/**
 * The words a person can shout with a button: each word on top of a stack, once, however it is
 * written. Offering a word says nothing about whether it is right; the rules judge the shout.
 */
export function wordsOnTable(players: readonly LegacyPlayer[]): string[] {
  const seen = new Map<string, string>();
  for (const player of players) {
    const word = player.stack[player.stack.length - 1]?.word;
    if (word && !seen.has(normaliseWord(word))) seen.set(normaliseWord(word), word);
  }
  return [...seen.values()];
}
