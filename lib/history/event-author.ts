import type { BotWordsFrom } from "@/lib/generated/prisma/enums";

/** What an event keeps of who wrote its word. */
export interface EventWriter {
  player: { name: string; colour?: string } | null;
  /** The bot whose words these are, and how they came to be written (WordEvent.botName). */
  botName: string | null;
  botWordsFrom: BotWordsFrom | null;
  /** Who recorded it: the name an imported export gave, else the account that recorded it here. */
  recordedBy: string;
}

/** Who an event names as its writer, with a note on how a bot's words were written. */
export interface EventAuthor {
  name: string;
  /** The player's colour (a bot and a recorder have none). */
  colour: string | null;
  note: string | null;
}

const BOT_NOTE: Record<BotWordsFrom, (recordedBy: string) => string> = {
  PERSON: (recordedBy) => `written by ${recordedBy} for the bot`,
  WORD_LIST: () => "from the family’s word list",
  BOT: () => "the bot’s own word, from before bots had a table rule",
};

/**
 * The one way every page, the booklet and the CSV name who wrote an event's word: the family's
 * player; a bot, with how its words came to be written ("Robin Bot", "written by Mum for the bot");
 * or, for an event that names neither (a word entered from the real deck, a correction), the
 * person who recorded it. Nobody is ever "Someone".
 */
export function eventAuthor(event: EventWriter): EventAuthor {
  if (event.player) return { name: event.player.name, colour: event.player.colour ?? null, note: null };
  if (event.botName) {
    return { name: event.botName.charAt(0).toUpperCase() + event.botName.slice(1), colour: null, note: event.botWordsFrom ? BOT_NOTE[event.botWordsFrom](event.recordedBy) : null };
  }
  return { name: event.recordedBy, colour: null, note: null };
}

/** The author in a line of text: "Robin Bot (from the family’s word list)". */
export function eventAuthorText(event: EventWriter): string {
  const author = eventAuthor(event);
  return author.note ? `${author.name} (${author.note})` : author.name;
}
