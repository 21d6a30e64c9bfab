import { requireDeckRole } from "@/lib/decks/access";
import { readDeckSnapshot, type DeckSnapshot } from "./deck-snapshot";
import { actionBatches, eventBatches, gameBatches } from "./history-batches";
import { EXPORT_FORMAT, EXPORT_VERSION } from "./schema";
import { textStream } from "./text-stream";

/** "<deck name> history.json", safe as a download's file name on every system. */
export function exportFileName(deckName: string, extension: "json" | "csv"): string {
  const safe = deckName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim() || "Deck";
  return `${safe} history.${extension}`;
}

/** Items of a JSON array, one a line, written as they come. */
async function* jsonItems<T>(batches: AsyncGenerator<T[]>, first: { value: boolean }): AsyncGenerator<string> {
  for await (const batch of batches) {
    for (const item of batch) {
      yield `${first.value ? "\n" : ",\n"}${JSON.stringify(item)}`;
      first.value = false;
    }
  }
}

/** The games, each with its actions, written a game and a batch of actions at a time. */
async function* gamePieces(gameIds: readonly string[]): AsyncGenerator<string> {
  let firstGame = true;
  for await (const games of gameBatches(gameIds)) {
    for (const game of games) {
      const head = JSON.stringify(game);
      // The game's fields, then "actions": [ … ] streamed in before its closing brace.
      yield `${firstGame ? "\n" : ",\n"}${head.slice(0, -1)},"actions":[`;
      firstGame = false;
      yield* jsonItems(actionBatches(game.id, game.actionCount), { value: true });
      yield "]}";
    }
  }
}

/**
 * The export document (lib/history/export/schema.ts), piece by piece: the deck's small parts as
 * one snapshot, then its games and every event up to the snapshot's history position, read in
 * keyset batches. Memory stays flat whatever the history's length: at most one batch is held.
 */
export async function* deckExportPieces(snapshot: DeckSnapshot, exportedAt: Date): AsyncGenerator<string> {
  const { gameIds, ...small } = snapshot;
  const head = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: exportedAt.toISOString(), ...small };
  yield JSON.stringify(head).slice(0, -1);
  yield `,"games":[`;
  yield* gamePieces(gameIds);
  yield `],"events":[`;
  yield* jsonItems(eventBatches(snapshot.deck.id, snapshot.deck.historySeq), { value: true });
  yield "\n]}\n";
}

/**
 * The whole deck as one JSON document, streamed. Any member may export (viewers too); anyone else
 * gets 404 before anything is read. The lead's benchmark calls this.
 */
export async function exportDeckJson(userId: string, deckId: string): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const snapshot = await readDeckSnapshot(deckId);
  return { fileName: exportFileName(snapshot.deck.name, "json"), stream: textStream(deckExportPieces(snapshot, new Date())) };
}
