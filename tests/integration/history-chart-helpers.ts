/**
 * A known small history for the charts and the booklet, written on chosen days: the events go in
 * through appendEvents with a createdAt of their own (history-helpers.ts). Games are stored as
 * the screen and table-companion code stores them.
 */
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import type { NewEvent } from "@/lib/decks/history";
import type { Prisma } from "@/lib/generated/prisma/client";
import { makeDeck } from "./deck-helpers";
import { appendDatedEvents } from "./history-helpers";

type DatedEvent = NewEvent & { at: string };

/** Appends one event at the given moment (ISO), changing its card as the domain operation does. */
export async function appendAt(userId: string, deckId: string, event: DatedEvent) {
  const { at, ...rest } = event;
  await appendDatedEvents(deckId, userId, [{ ...rest, createdAt: new Date(at) }]);
}

export async function storeGame(userId: string, deckId: string, game: { mode: "SCREEN" | "ONLINE" | "TABLE"; setup: object; result?: object | null; actions?: object[] }) {
  return db.game.create({
    data: {
      deckId,
      mode: game.mode,
      status: game.result ? "OVER" : "PLAYING",
      setup: game.setup as Prisma.InputJsonValue,
      result: (game.result ?? undefined) as Prisma.InputJsonValue | undefined,
      actionCount: game.actions?.length ?? 0,
      creationKey: randomUUID(),
      createdById: userId,
      actions: { create: (game.actions ?? []).map((action, index) => ({ index, action: action as Prisma.InputJsonValue })) },
    },
  });
}

export const DAY_ONE = "2026-03-01";
export const DAY_TWO = "2026-03-02";

/**
 * The known history: Mum and Sam; on day one Mum writes Banana and Kiwi and Sam writes Pear at the
 * setup; on day two Sam writes Fig after a won snap, Kiwi is corrected to blank, a blank card is
 * lost (and later replaced), Banana's card is lost, another blank card is lost and then corrected
 * to "Plum" by Mum while missing. A Snap Legacy screen game (Mum 2 snaps, Sam 1, a bot 4; shouts
 * banana ×2, snap ×1, pear ×1), a Classic Snap screen game (Sam 3), an unfinished screen game, and
 * a table session (Mum's "Banana", Sam's "snap", Sam's "Pear" undone).
 */
export async function knownHistory(userId: string, name = "The Kitchen Deck") {
  const deck = await makeDeck(userId, { name });
  const [mum, sam] = deck.players as [(typeof deck.players)[number], (typeof deck.players)[number]];
  const card = (i: number) => deck.cards[i]!.id;
  const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`;
  const events: DatedEvent[] = [
    { at: at(DAY_ONE, 9), cardId: card(0), kind: "SETUP", word: "Banana", playerId: mum.id },
    { at: at(DAY_ONE, 9), cardId: card(1), kind: "SETUP", word: "Pear", playerId: sam.id },
    { at: at(DAY_ONE, 23), cardId: card(2), kind: "SETUP", word: "Kiwi", playerId: mum.id },
    { at: at(DAY_TWO, 0), cardId: card(3), kind: "WON_SNAP", word: "Fig", playerId: sam.id },
    { at: at(DAY_TWO, 10), cardId: card(2), kind: "CORRECTION", word: null, previousWord: "Kiwi", reason: "Written by mistake" },
    { at: at(DAY_TWO, 11), cardId: card(4), kind: "CARD_LOST", word: null },
    { at: at(DAY_TWO, 12), cardId: card(0), kind: "CARD_LOST", word: "Banana" },
    { at: at(DAY_TWO, 13), cardId: card(5), kind: "CARD_LOST", word: null },
    { at: at(DAY_TWO, 14), cardId: card(5), kind: "CORRECTION", word: "Plum", previousWord: null, playerId: mum.id, reason: "Written on the lost card" },
    { at: at(DAY_TWO, 23), cardId: card(4), kind: "CARD_REPLACED", word: null },
  ];
  for (const event of events) await appendAt(userId, deck.deckId, event);

  await storeGame(userId, deck.deckId, {
    mode: "SCREEN",
    setup: { game: "legacy", seats: [] },
    result: { winners: [mum.id], snapsWon: { [mum.id]: 2, [sam.id]: 1, "bot-1": 4 }, wordsWritten: [], rightShouts: { banana: 2, "snap!": 1, pear: 1 } },
  });
  await storeGame(userId, deck.deckId, {
    mode: "ONLINE",
    setup: { game: "classic", seats: [] },
    result: { winners: [sam.id], snapsWon: { [sam.id]: 3 }, wordsWritten: [], rightShouts: { snap: 3 } },
  });
  await storeGame(userId, deck.deckId, { mode: "SCREEN", setup: { game: "legacy", seats: [] }, result: null });
  const snap = (snapNo: number, winner: string, call: object) => ({
    type: "tableSnap",
    requestKey: randomUUID(),
    snap: snapNo,
    winnerPlayerId: winner,
    onTableCardId: card(10),
    justPlayedCardId: card(11),
    words: [],
    call,
  });
  await storeGame(userId, deck.deckId, {
    mode: "TABLE",
    setup: { players: [mum.id, sam.id], matchSuits: false },
    actions: [
      snap(1, mum.id, { kind: "word", word: "BANANA " }),
      snap(2, sam.id, { kind: "snap" }),
      snap(3, sam.id, { kind: "word", word: "Pear" }),
      { type: "undo", requestKey: randomUUID(), of: 2 },
    ],
  });
  return { ...deck, mum, sam };
}
