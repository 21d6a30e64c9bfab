import type { ExportedEvent } from "./schema";

/** "snap 3, written by Robin Bot": how a bot's words were recorded before bots had a table rule. */
const BOT_IN_SNAP_REF = /^snap \d+, written by (.+)$/;

/**
 * The bot an exported event's words are (WordEvent.botName), and how they were written. A file
 * exported before bots had a table rule has neither field: its bots' words name no player and
 * have the bot in snapRef, read as migration 20261202060000_bot_words read the stored events.
 */
export function exportedEventBot(event: ExportedEvent): Pick<Required<ExportedEvent>, "botName" | "botWordsFrom"> {
  if (event.botName !== undefined || event.botWordsFrom !== undefined) return { botName: event.botName ?? null, botWordsFrom: event.botWordsFrom ?? null };
  const bot = event.kind === "WON_SNAP" && event.playerId === null ? BOT_IN_SNAP_REF.exec(event.snapRef ?? "")?.[1] : undefined;
  return bot === undefined ? { botName: null, botWordsFrom: null } : { botName: bot, botWordsFrom: "BOT" };
}
