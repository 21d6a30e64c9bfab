import { invalid } from "@/lib/decks/errors";
import type { DeckExport, ExportedEvent } from "@/lib/history/export/schema";

/** The kinds of event that write a word on their card (the others change whether it is in the deck). */
const WRITES_WORD = new Set<ExportedEvent["kind"]>(["SETUP", "WON_SNAP", "IMPORT", "CORRECTION"]);
const STATUS_AFTER = { CARD_LOST: "MISSING", CARD_FOUND: "IN_DECK", CARD_REPLACED: "IN_DECK" } as const;

const refuse = (where: string, problem: string) => invalid(`This export isn't consistent: ${where}: ${problem}.`);
const show = (value: string | null) => (value === null ? "blank" : JSON.stringify(value));

/** Each value of `field` appears once in `items` (ids, card codes and positions, player names). */
function unique<T>(items: readonly T[], part: string, field: keyof T & string) {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    if (seen.has(item[field])) throw refuse(`${part}[${i}].${field}`, `${JSON.stringify(item[field])} appears twice`);
    seen.add(item[field]);
  });
}

/**
 * What the schema can't see: the file must be a deck as this app keeps one, so an edited or damaged
 * export is refused rather than imported as a deck whose cards disagree with their history. The
 * events run 1..n without gaps and end at deck.historySeq; every reference names a card, player or
 * game of the file; replaying the events from blank cards in the deck gives each card's word and
 * status; each game's actions run 0..actionCount-1. Linear in the file's size.
 */
export function checkExportConsistency(file: DeckExport): void {
  unique(file.cards, "cards", "id");
  unique(file.cards, "cards", "code");
  unique(file.cards, "cards", "position");
  unique(file.players, "players", "id");
  unique(file.players, "players", "name");
  unique(file.games, "games", "id");

  const cards = new Set(file.cards.map((c) => c.id));
  const players = new Set(file.players.map((p) => p.id));
  const games = new Set(file.games.map((g) => g.id));

  const state = new Map(file.cards.map((c) => [c.id, { word: null as string | null, status: "IN_DECK" as string }]));
  file.events.forEach((event, i) => {
    const at = `events[${i}]`;
    if (event.seq !== i + 1) throw refuse(`${at}.seq`, `expected ${i + 1}, found ${event.seq}`);
    if (!cards.has(event.cardId)) throw refuse(`${at}.cardId`, `names no card of this file (${JSON.stringify(event.cardId)})`);
    if (event.playerId !== null && !players.has(event.playerId)) throw refuse(`${at}.playerId`, `names no player of this file (${JSON.stringify(event.playerId)})`);
    if (event.gameId !== null && !games.has(event.gameId)) throw refuse(`${at}.gameId`, `names no game of this file (${JSON.stringify(event.gameId)})`);
    const card = state.get(event.cardId)!;
    if (WRITES_WORD.has(event.kind)) card.word = event.word;
    else card.status = STATUS_AFTER[event.kind as keyof typeof STATUS_AFTER];
  });
  if (file.deck.historySeq !== file.events.length) {
    throw refuse("deck.historySeq", `expected ${file.events.length} (the number of events), found ${file.deck.historySeq}`);
  }

  file.cards.forEach((card, i) => {
    const replayed = state.get(card.id)!;
    if (card.word !== replayed.word) throw refuse(`cards[${i}].word`, `its events say ${show(replayed.word)}, the card says ${show(card.word)}`);
    if (card.status !== replayed.status) throw refuse(`cards[${i}].status`, `its events say ${replayed.status}, the card says ${card.status}`);
    if (card.updatedSeq > file.deck.historySeq) throw refuse(`cards[${i}].updatedSeq`, `${card.updatedSeq} is past the last event (${file.deck.historySeq})`);
  });

  file.games.forEach((game, g) => {
    if (game.actions.length !== game.actionCount) throw refuse(`games[${g}].actionCount`, `expected ${game.actions.length} (the actions listed), found ${game.actionCount}`);
    game.actions.forEach((action, i) => {
      if (action.index !== i) throw refuse(`games[${g}].actions[${i}].index`, `expected ${i}, found ${action.index}`);
    });
  });

  file.prints.forEach((print, p) => {
    print.cardIds.forEach((cardId, i) => {
      if (!cards.has(cardId)) throw refuse(`prints[${p}].cardIds[${i}]`, `names no card of this file (${JSON.stringify(cardId)})`);
    });
    if (print.historySeq > file.deck.historySeq) throw refuse(`prints[${p}].historySeq`, `${print.historySeq} is past the last event (${file.deck.historySeq})`);
  });

  if (file.backImage && Buffer.byteLength(file.backImage.base64, "base64") !== file.backImage.size) {
    throw refuse("backImage.size", `expected ${Buffer.byteLength(file.backImage.base64, "base64")} (the picture's bytes), found ${file.backImage.size}`);
  }
}
