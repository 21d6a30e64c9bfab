import { findCardByCode } from "@/lib/games/table/right-call";
import type { CheckCard, DeckCheck } from "./model";
import { readCheckInput } from "./read-check-input";

export type CheckOutcome<C extends CheckCard> =
  | { kind: "checked"; card: C; check: DeckCheck }
  | { kind: "already"; card: C }
  | { kind: "refused"; message: string };

/**
 * One card of the real deck checked, by its typed code or its scanned QR text (short link or old page address). Checking a card
 * twice changes nothing and says so: a family going through a deck in any order will.
 */
export function checkCard<C extends CheckCard>(cards: readonly C[], check: DeckCheck, deckId: string, text: string): CheckOutcome<C> {
  const input = readCheckInput(text, deckId);
  if (input.kind === "refused") return input;
  const card = input.kind === "code" ? findCardByCode(cards, input.code) : input.kind === "link" ? cards.find((c) => c.linkCode === input.linkCode) : cards.find((c) => c.id === input.cardId);
  if (!card) {
    const message = input.kind === "code" ? `No card of this deck has the code “${input.code}”.` : input.kind === "link" ? "That card isn’t one of this deck’s cards." : "That card isn’t in this deck any more.";
    return { kind: "refused", message };
  }
  if (check.checked.some((c) => c.cardId === card.id)) return { kind: "already", card };
  return { kind: "checked", card, check: { checked: [...check.checked, { cardId: card.id, word: "unconfirmed" }] } };
}

/** What the page says aloud after a check, e.g. "7 of Hearts checked: 37 / 52". */
export function announceCheck(outcome: CheckOutcome<CheckCard>, progress: { checked: number; expected: number }): string {
  if (outcome.kind === "refused") return outcome.message;
  if (outcome.kind === "already") return `${outcome.card.name} is already checked.`;
  return `${outcome.card.name} checked: ${progress.checked} / ${progress.expected}`;
}
