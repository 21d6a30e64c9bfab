import { requireDeckRole } from "@/lib/decks/access";
import { readDeckSnapshot, type DeckSnapshot } from "./deck-snapshot";
import { EXPORT_BATCH, gameBatches } from "./history-batches";
import { actionJsonBatches, actionJsonOfGames, eventJsonBatches, readAhead } from "./json-batches";
import { EXPORT_FORMAT, EXPORT_VERSION } from "./schema";
import { textStream } from "./text-stream";

/** "<deck name> history.json", safe as a download's file name on every system. */
export function exportFileName(deckName: string, extension: "json" | "csv" | "zip"): string {
  const safe = deckName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim() || "Deck";
  return `${safe} history.${extension}`;
}

/** Batches of JSON items (`{…},\n{…}`) as one array's items, one a line, written as they come. */
async function* jsonItems(batches: AsyncGenerator<string>): AsyncGenerator<string> {
  let first = true;
  for await (const text of batches) {
    yield `${first ? "\n" : ",\n"}${text}`;
    first = false;
  }
}

/** Consecutive runs of games whose actions add up to at most EXPORT_BATCH (a bigger game on its own). */
function runsOfGames<G extends { actionCount: number }>(games: readonly G[]): G[][] {
  const runs: G[][] = [];
  let run: G[] = [];
  let actions = 0;
  for (const game of games) {
    if (run.length > 0 && actions + game.actionCount > EXPORT_BATCH) {
      runs.push(run);
      run = [];
      actions = 0;
    }
    run.push(game);
    actions += game.actionCount;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The games, each with its actions: short games' actions read a run of games at a time (the next
 * run while this one is written), a long game's a batch at a time. At most two runs of
 * EXPORT_BATCH actions are held at once.
 */
async function* gamePieces(deckId: string, gameIds: readonly string[]): AsyncGenerator<string> {
  let firstGame = true;
  for await (const games of gameBatches(deckId, gameIds)) {
    const runs = runsOfGames(games);
    // Short games' actions are read a run ahead, while the run before is written.
    const read = (run: (typeof runs)[number] | undefined) => (run && (run.length > 1 || run[0]!.actionCount <= EXPORT_BATCH) ? readAhead(actionJsonOfGames(run)) : null);
    let next = read(runs[0]);
    for (const [i, run] of runs.entries()) {
      const together = await next;
      next = read(runs[i + 1]);
      for (const game of run) {
        const head = JSON.stringify(game);
        // The game's fields, then "actions": [ … ] streamed in before its closing brace.
        yield `${firstGame ? "\n" : ",\n"}${head.slice(0, -1)},"actions":[`;
        firstGame = false;
        if (!together) yield* jsonItems(actionJsonBatches(game.id, game.actionCount));
        else if (together.has(game.id)) yield `\n${together.get(game.id)}`;
        yield "]}";
      }
    }
  }
}


/**
 * The export document (lib/history/export/schema.ts), piece by piece: the deck's small parts as
 * one snapshot, then its games and every event up to the snapshot's history position, read in
 * keyset batches. Memory stays flat whatever the history's length: at most one batch is held.
 */
export async function* deckExportPieces(snapshot: DeckSnapshot, exportedAt: Date): AsyncGenerator<string> {
  const { deck, members, players, cards, prints, backImage, arts, designEvents, pictures } = snapshot;
  const head = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: exportedAt.toISOString(), deck, members, players, cards, prints, backImage, arts, designEvents, pictures };
  yield JSON.stringify(head).slice(0, -1);
  yield `,"games":[`;
  yield* gamePieces(snapshot.deck.id, snapshot.gameIds);
  yield `],"events":[`;
  yield* jsonItems(eventJsonBatches(snapshot.deck.id, snapshot.deck.historySeq));
  yield "\n]}\n";
}

/**
 * The whole deck's document (deck.json of its .zip, lib/history/export/export-deck-zip.ts) alone,
 * streamed: enough to bring back a deck without pictures. Any member may export (viewers too);
 * anyone else gets 404 before anything is read. The benchmark and the tests call this.
 */
export async function exportDeckJson(userId: string, deckId: string): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const snapshot = await readDeckSnapshot(deckId);
  return { fileName: exportFileName(snapshot.deck.name, "json"), stream: textStream(deckExportPieces(snapshot, new Date())) };
}
