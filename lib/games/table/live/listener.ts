/**
 * The live shared record's listener: every app process hears each table session's changes on one
 * LISTEN connection (lib/db/channel-listener.ts), fanned out to its devices by game.
 */
import { ChannelListener, closeProcessListener, processListener, type ChannelOptions } from "@/lib/db/channel-listener";
import { TABLE_CHANNEL, tableChangeSchema } from "./messages";

const TABLE_LISTENING: ChannelOptions<typeof tableChangeSchema> = {
  channel: TABLE_CHANNEL,
  schema: tableChangeSchema,
  keysOf: (change) => [change.gameId],
  logName: "table-live",
};

export class TableListener extends ChannelListener<typeof tableChangeSchema> {
  constructor(databaseUrl: string) {
    super(databaseUrl, TABLE_LISTENING);
  }
}

/** The process's listener (shared by every open stream). */
export function tableListener(): ChannelListener<typeof tableChangeSchema> {
  return processListener(TABLE_LISTENING, "the live table record");
}

/** Closes the process's listener, if one was opened (on shutdown). */
export function closeTableListener(): Promise<void> {
  return closeProcessListener(TABLE_CHANNEL);
}
