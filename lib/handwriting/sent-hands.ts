/** A word written by hand as a write sends it: its card, the typed word it is of, its stored form. */
export interface SentHand {
  cardId: string;
  word: string;
  drawing: string;
}

/** The words of a form written by hand too (`hands`: stored forms by card), as a write sends them. */
export function sentHands(words: Readonly<Record<string, string>>, hands: Readonly<Record<string, string>>): SentHand[] {
  return Object.entries(hands).flatMap(([cardId, drawing]) => (Object.hasOwn(words, cardId) ? [{ cardId, word: words[cardId]!, drawing }] : []));
}
