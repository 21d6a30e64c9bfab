import { cardName } from "@/lib/cards/deck-composition";
import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { eventAuthorText } from "@/lib/history/event-author";
import { KIND_EFFECT } from "@/lib/history/counts";
import { csvRow } from "./csv";
import { exportFileName } from "./export-deck-json";
import { eventBatches } from "./history-batches";
import type { ExportedEvent } from "./schema";
import { textStream } from "./text-stream";
import { familyTime, zoneName } from "@/lib/time/family-time";

/** The CSV's columns: the dates are in the deck's zone, named in their column's heading ("date (Australia/Sydney)"). */
const csvHeader = (timeZone: string) => ["seq", `date (${zoneName(timeZone)})`, "card", "kind", "word", "previous word", "player", "written by", "recorded by", "game", "reason"];

const KIND_TEXT: Record<ExportedEvent["kind"], string> = {
  SETUP: "setup",
  WON_SNAP: "won snap",
  IMPORT: "entered from the real deck",
  CORRECTION: "correction",
  CARD_LOST: "card lost",
  CARD_FOUND: "card found",
  CARD_REPLACED: "card replaced",
};

const MODE_TEXT = { SCREEN: "Screen game", TABLE: "Table game", ONLINE: "Online game" } as const;

/**
 * The deck's history as CSV, one row per event, oldest first, streamed in keyset batches. Cards,
 * players and games are named (looked up in maps as big as the deck, not its history); a game is
 * named by how and when it started, with its id so rows of one game can be told apart. "written by"
 * names who wrote each word as every page does (event-author.ts): a player, or a bot and how.
 * Dates are written in the deck's time zone ("2026-11-30 18:04:05", which spreadsheets read as a
 * date and time), its name in the date column's heading.
 */
export async function exportHistoryCsv(userId: string, deckId: string): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const deck = await db.deck.findUnique({ where: { id: deckId }, select: { name: true, historySeq: true, timeZone: true } });
  if (!deck) throw notFound();
  const time = familyTime(deck.timeZone);
  const [cards, players, games] = await Promise.all([
    db.card.findMany({ where: { deckId }, select: { id: true, rank: true, suit: true } }),
    db.player.findMany({ where: { deckId }, select: { id: true, name: true } }),
    db.game.findMany({ where: { deckId }, select: { id: true, mode: true, createdAt: true } }),
  ]);
  const cardNames = new Map(cards.map((c) => [c.id, cardName(c)]));
  const playerNames = new Map(players.map((p) => [p.id, p.name]));
  const gameNames = new Map(games.map((g) => [g.id, `${MODE_TEXT[g.mode]} started ${time.stamp(g.createdAt)} (${g.id})`]));

  async function* rows(): AsyncGenerator<string> {
    yield csvRow(csvHeader(time.zone));
    for await (const batch of eventBatches(deckId, deck!.historySeq)) {
      yield batch
        .map((e) =>
          csvRow([
            e.seq,
            time.stamp(new Date(e.createdAt)),
            cardNames.get(e.cardId) ?? e.cardId,
            KIND_TEXT[e.kind],
            e.word,
            e.previousWord,
            e.playerId ? (playerNames.get(e.playerId) ?? "") : "",
            KIND_EFFECT[e.kind].writesWord ? eventAuthorText({ player: e.playerId ? { name: playerNames.get(e.playerId) ?? "" } : null, botName: e.botName ?? null, botWordsFrom: e.botWordsFrom ?? null, recordedBy: e.recordedBy }) : "",
            e.recordedBy,
            e.gameId ? (gameNames.get(e.gameId) ?? e.gameId) : "",
            e.reason,
          ]),
        )
        .join("");
    }
  }
  return { fileName: exportFileName(deck.name, "csv"), stream: textStream(rows()) };
}
