import { invalid } from "@/lib/decks/errors";
import type { BotWordsFrom } from "@/lib/generated/prisma/enums";
import type { WordsWrittenBy } from "@/lib/rules";
import type { GameSeat } from "./setup";

/** Who the deck's history says wrote a won snap's words (WordEvent's playerId, botName, botWordsFrom). */
export interface WordsAuthor {
  playerId: string | null;
  botName: string | null;
  botWordsFrom: BotWordsFrom | null;
}

/** Where the words were played. */
export interface WordsContext {
  /** Person seats the room's bots play for now (online play). */
  botPlayed?: ReadonlySet<string>;
  /** On one screen nobody stands in for a person: a person seat's words are that person's. */
  onOneScreen: boolean;
}

/**
 * Who wrote the winning seat's words, from the seat and how they were written (wordsWritten's
 * `by`), or a refusal (400). A bot never makes up words: a bot's seat (or a person's seat a bot
 * plays) writes the table rule's words (`by` "bot": from the family's list) or the people's at the
 * device (`by` "people", recorded by them). Only a room's judge stands in for a person's seat.
 */
export function wordsAuthor(seat: GameSeat, by: WordsWrittenBy | undefined, context: WordsContext): WordsAuthor {
  const botPlays = seat.kind === "bot" || context.botPlayed?.has(seat.id) === true;
  if (by === undefined) {
    if (botPlays) throw invalid(`${seat.kind === "bot" ? seat.name : `The bot playing for ${seat.name}`} makes up no words: at this table its words are the table's rule's.`);
    return { playerId: seat.id, botName: null, botWordsFrom: null };
  }
  if (seat.kind === "person" && context.onOneScreen) throw invalid(`On one screen ${seat.name} writes their own words: no bot plays for them.`);
  return { playerId: null, botName: seat.kind === "bot" ? seat.name : `a bot for ${seat.name}`, botWordsFrom: by === "people" ? "PERSON" : "WORD_LIST" };
}
