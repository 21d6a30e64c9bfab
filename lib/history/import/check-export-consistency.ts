import { RANKS, standardCode } from "@/lib/cards/deck-composition";
import { DECK_LIMITS, printable } from "@/lib/decks/schemas";
import type { DeckExport, ExportedCard } from "@/lib/history/export/schema";
import { afterEvent } from "@/lib/history/counts";
import type { CardStatus } from "@/lib/generated/prisma/enums";
import { checkDesign } from "./check-design";
import { checkScreenGame, checkTableGame } from "./check-games";
import { screenGameReferences, setupDealReferences, tableGameReferences, type References } from "./game-references";
import { refuse } from "./refusal";
import { eventWordNormalised } from "./event-word";

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
 * The cards a deck of its kind is made of, as the new-deck form makes them: a standard deck is the
 * 52 cards (each code its rank and suit, no colour); a custom deck is at most 26 sets of at most 8
 * cards, each set's label checked as the form checks it, each card with its set's colour.
 */
function checkComposition(file: DeckExport): void {
  if (file.deck.kind === "STANDARD") {
    if (file.cards.length !== RANKS.length * 4) throw refuse("cards", `a standard deck has ${RANKS.length * 4} cards, this one has ${file.cards.length}`);
    file.cards.forEach((card, i) => {
      if (card.suit === null || !(RANKS as readonly string[]).includes(card.rank)) throw refuse(`cards[${i}]`, "a standard card has a rank from A to K and a suit");
      if (card.code !== standardCode(card.rank, card.suit)) throw refuse(`cards[${i}].code`, `the ${card.rank} of ${card.suit} is coded ${JSON.stringify(standardCode(card.rank, card.suit))}`);
      if (card.colour !== null) throw refuse(`cards[${i}].colour`, "a standard card has no colour of its own");
    });
    return;
  }
  if (file.cards.length > DECK_LIMITS.cards) throw refuse("cards", `a custom deck has at most ${DECK_LIMITS.cards} cards`);
  const sets = new Map<string, ExportedCard[]>();
  file.cards.forEach((card, i) => {
    if (card.suit !== null) throw refuse(`cards[${i}].suit`, "a custom deck's cards have no suit");
    const label = printable("Set label").safeParse(card.rank);
    if (!label.success) throw refuse(`cards[${i}].rank`, label.error.issues[0]!.message.replace(/\.$/, ""));
    if (label.data !== card.rank) throw refuse(`cards[${i}].rank`, `a set's label is written ${JSON.stringify(label.data)}`);
    const set = sets.get(card.rank) ?? [];
    if (set.length > 0 && set[0]!.colour !== card.colour) throw refuse(`cards[${i}].colour`, `the cards of the set ${JSON.stringify(card.rank)} share one colour`);
    set.push(card);
    sets.set(card.rank, set);
    if (set.length > DECK_LIMITS.cardsPerSet) throw refuse(`cards[${i}]`, `a set has at most ${DECK_LIMITS.cardsPerSet} cards`);
    if (!/^\d{1,2}-\d$/.test(card.code)) throw refuse(`cards[${i}].code`, `a custom card is coded set-copy, like "3-2", not ${JSON.stringify(card.code)}`);
  });
  if (sets.size > DECK_LIMITS.sets) throw refuse("cards", `a custom deck has at most ${DECK_LIMITS.sets} sets`);
}

/** References that must name the file's own cards and players; the ids are kept as they are. */
export function fileReferences(file: DeckExport): References {
  const cards = new Set(file.cards.map((c) => c.id));
  const players = new Set(file.players.map((p) => p.id));
  return {
    card(id, where) {
      if (!cards.has(id)) throw refuse(where, `names no card of this file (${JSON.stringify(id)})`);
      return id;
    },
    player(id, where) {
      if (!players.has(id)) throw refuse(where, `names no player of this file (${JSON.stringify(id)})`);
      return id;
    },
    recorder: (id) => id,
  };
}

/**
 * What the schema can't see: the file must be a deck as this app keeps one, so an edited or damaged
 * export is refused rather than imported as a deck whose cards disagree with their history, or
 * whose games name anything but its own cards and players. The cards are those of a deck of its
 * kind; the events run 1..n without gaps and end at deck.historySeq; every reference (events, the
 * setup deal, prints, and everything a game's setup, moves and result name) is one of the file's;
 * replaying the events from blank cards in the deck gives each card's word and status; each game's
 * actions run 0..actionCount-1 and replay, through the rules, to its recorded end and result;
 * and the design is as the app keeps it (check-design.ts). Linear in the file's size (and in each
 * game's moves).
 */
export function checkExportConsistency(file: DeckExport): void {
  unique(file.cards, "cards", "id");
  unique(file.cards, "cards", "code");
  unique(file.cards, "cards", "position");
  unique(file.players, "players", "id");
  unique(file.players, "players", "name");
  unique(file.players, "players", "position");
  unique(file.games, "games", "id");
  checkComposition(file);

  const refs = fileReferences(file);
  const cards = new Map(file.cards.map((c) => [c.id, c]));
  const games = new Set(file.games.map((g) => g.id));

  const state = new Map(file.cards.map((c) => [c.id, { word: null as string | null, status: "IN_DECK" as CardStatus }]));
  file.events.forEach((event, i) => {
    const at = `events[${i}]`;
    if (event.seq !== i + 1) throw refuse(`${at}.seq`, `expected ${i + 1}, found ${event.seq}`);
    refs.card(event.cardId, `${at}.cardId`);
    if (event.playerId !== null) refs.player(event.playerId, `${at}.playerId`);
    if (event.gameId !== null && !games.has(event.gameId)) throw refuse(`${at}.gameId`, `names no game of this file (${JSON.stringify(event.gameId)})`);
    if (event.hand !== undefined && eventWordNormalised(event) === null) throw refuse(`${at}.hand`, "a hand is kept only with a word its event wrote");
    state.set(event.cardId, afterEvent(state.get(event.cardId)!, event));
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

  if (file.deck.setupDeal) setupDealReferences(file.deck.setupDeal, refs);

  file.games.forEach((game, g) => {
    const at = `games[${g}]`;
    if (game.actions.length !== game.actionCount) throw refuse(`${at}.actionCount`, `expected ${game.actions.length} (the actions listed), found ${game.actionCount}`);
    game.actions.forEach((action, i) => {
      if (action.index !== i) throw refuse(`${at}.actions[${i}].index`, `expected ${i}, found ${action.index}`);
    });
    if (game.mode === "TABLE") {
      tableGameReferences(game, at, refs);
      checkTableGame(game, at);
    } else {
      screenGameReferences(game, at, refs);
      checkScreenGame(game, at, cards);
    }
  });

  file.prints.forEach((print, p) => {
    print.cardIds.forEach((cardId, i) => refs.card(cardId, `prints[${p}].cardIds[${i}]`));
    if (print.cardCount !== print.cardIds.length) throw refuse(`prints[${p}].cardCount`, `expected ${print.cardIds.length} (the cards listed), found ${print.cardCount}`);
    if (print.historySeq > file.deck.historySeq) throw refuse(`prints[${p}].historySeq`, `${print.historySeq} is past the last event (${file.deck.historySeq})`);
  });

  checkDesign(file);
}
