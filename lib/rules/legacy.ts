/**
 * The Snap Legacy shout rule (docs/rules.md, "What to shout"). Every screen, bot and server asks this
 * module which call wins a match; none of them decides it on its own.
 */
import { normaliseWord, tidyWord } from "../cards/normalise";
import { remembered } from "./remembered";

export interface FaceUpCard {
  rank: string;
  suit: string;
  word: string | null;
}

export type Call = { kind: "snap" } | { kind: "word"; word: string };

export interface MatchOptions {
  /** The two-player table option: matching suits count as a match too. */
  matchSuits?: boolean;
}

// Remembered (remembered.ts): these run on every card turned and every shout.
const normalisedWord = remembered(normaliseWord);
const tidiedWord = remembered(tidyWord);

/** The card's word as written (tidied), or null when it has none. Blank text counts as no word. */
export function writtenWord(card: FaceUpCard): string | null {
  if (card.word === null) return null;
  const word = tidiedWord(card.word);
  return word === "" ? null : word;
}

/**
 * The call that wins this match, or null when the two cards are not a match.
 * onTable: the card that was already on the table; justPlayed: the card just turned up.
 *
 * A suit match (two-player option) is judged like a rank match: the words on the cards decide
 * between "snap" and a word in the same way.
 */
export function requiredCall(onTable: FaceUpCard, justPlayed: FaceUpCard, options?: MatchOptions): Call | null {
  const tableWord = writtenWord(onTable);
  const playedWord = writtenWord(justPlayed);
  if (tableWord !== null && playedWord !== null && normalisedWord(tableWord) === normalisedWord(playedWord)) {
    return { kind: "word", word: tableWord };
  }
  const ranksMatch = onTable.rank === justPlayed.rank;
  const suitsMatch = options?.matchSuits === true && onTable.suit !== "" && onTable.suit === justPlayed.suit;
  if (!ranksMatch && !suitsMatch) return null;
  if (tableWord !== null) return { kind: "word", word: tableWord };
  if (playedWord !== null) return { kind: "word", word: playedWord };
  return { kind: "snap" };
}

/** What a player shouted, reduced to the form calls are compared in: normaliseWord, then without
 *  trailing exclamation marks (NFKC has already turned a full-width "！" into "!"). */
export const normaliseShout: (shouted: string) => string = remembered((shouted) => normalisedWord(shouted).replace(/[\s!]+$/u, ""));

/** Whether a shout, as normalised by normaliseShout, is the given call. */
function shoutIsCall(normalisedShout: string, call: Call): boolean {
  const expected = call.kind === "snap" ? "snap" : normalisedWord(call.word);
  return normalisedShout === expected;
}

/**
 * Whether what a player shouted is the winning call for these two cards. Case, surrounding spaces,
 * Unicode composition and trailing exclamation marks do not matter.
 */
export function isRightCall(
  shouted: string,
  onTable: FaceUpCard,
  justPlayed: FaceUpCard,
  options?: MatchOptions,
): boolean {
  const call = requiredCall(onTable, justPlayed, options);
  return call !== null && shoutIsCall(normaliseShout(shouted), call);
}

/** The call as a person would say it: "snap!" or the word. */
export function callText(call: Call): string {
  return call.kind === "snap" ? "snap" : call.word;
}
