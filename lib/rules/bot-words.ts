/**
 * What a bot does with the words of a snap it wins in Snap Legacy (docs/rules.md, "When a bot wins
 * a snap"). A family's deck is theirs and its words last for years: a bot never makes up a word.
 * The table chooses one rule: the bot's won cards stay blank, the people at the table write its
 * words, or it takes words from a list the family keeps.
 */
import { normaliseWord } from "../cards/normalise";

export const BOT_WORDS_RULES = ["blank", "people", "list"] as const;

/** The most words a family's list for bots holds. */
export const BOT_WORD_LIST_MAX = 500;
export type BotWordsRule = (typeof BOT_WORDS_RULES)[number];

/**
 * A game's rule for its bots' words. `list` is the family's word list as the game was dealt, less
 * the words already on a card of the deck, in the list's order (empty unless the rule is "list").
 */
export interface BotWordsTable {
  rule: BotWordsRule;
  list: string[];
}

/**
 * Who wrote a seat's words (writeWords' `by`, kept on its wordsWritten event) when a bot plays
 * the seat: "bot", the bot itself, as the rule has it (no word at all, or words from the family's
 * list); "people", the people at the device, for the bot. Absent: the seat's own person wrote.
 */
export type WordsWrittenBy = "bot" | "people";

/**
 * The list's words that no card in the game carries, in the list's order: what a bot may still
 * take. Words are compared as the rules compare them (normaliseWord), and each is taken once.
 */
export function unusedListWords(table: BotWordsTable | null, cards: readonly { word: string | null }[]): string[] {
  if (table?.rule !== "list") return [];
  const onCards = new Set(cards.flatMap((card) => (card.word === null ? [] : [normaliseWord(card.word)])));
  const free: string[] = [];
  for (const word of table.list) {
    const normalised = normaliseWord(word);
    if (onCards.has(normalised)) continue;
    onCards.add(normalised);
    free.push(word);
  }
  return free;
}
