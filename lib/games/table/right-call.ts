/**
 * What the table companion shows as cards are picked: the call that should have been made for the
 * two cards (from the rules library, never decided here), and a card found by the code printed on it.
 * Pure, so the page can use it live in the browser and the server can use it to judge a record.
 */
import { callText, requiredCall, type Call } from "@/lib/rules/legacy";

export interface TableCard {
  rank: string;
  suit: string | null;
  word: string | null;
}

export type RightCall = { match: true; call: Call; text: string } | { match: false; text: string };

/** The call for a card already on the table and the card just played, as the family would shout it. */
export function rightCall(onTable: TableCard, justPlayed: TableCard, options: { matchSuits: boolean }): RightCall {
  const call = requiredCall(faceUp(onTable), faceUp(justPlayed), { matchSuits: options.matchSuits });
  if (!call) return { match: false, text: "Not a match" };
  return { match: true, call, text: shoutText(call) };
}

/** "Snap!" or the word in quotes: what is shown and recorded for a call. */
export function shoutText(call: Call): string {
  return call.kind === "snap" ? "Snap!" : `“${callText(call)}”`;
}

function faceUp(card: TableCard) {
  return { rank: card.rank, suit: card.suit ?? "", word: card.word };
}

/** Card codes are typed as printed ("7H", "10s", " qd "): spaces and case don't matter. */
export function normaliseCardCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

export function findCardByCode<T extends { code: string }>(cards: readonly T[], code: string): T | undefined {
  const wanted = normaliseCardCode(code);
  if (wanted === "") return undefined;
  return cards.find((card) => normaliseCardCode(card.code) === wanted);
}
