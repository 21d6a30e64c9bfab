// An online game's won snaps write their words into the deck's history under the deck's lock,
// taken in the same statement as the game row's (lib/games/online/judge-store.ts): the deck's
// numbering stays whole when the family writes on the deck at the same moment, and when one batch
// of moves writes words twice.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { createJudgeStore } from "@/lib/games/online/judge-store";
import { openingStep, rulesFor, type ScreenGameSetup } from "@/lib/games/screen/setup";
import { playBotGame, type GameAction } from "@/lib/rules";
import { makeRoom, startGame } from "../support/realtime-room";
import { key } from "./deck-helpers";

/** The room's game played by quick bots for every seat, its people writing words of their own, up
 *  to the move that writes the second won snap's words; and the cards those moves write on. */
function twoWonSnaps(setup: ScreenGameSetup): { moves: GameAction[]; cardsWritten: string[] } {
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: "quick" as const, mistakeRate: 0.1, seed: `${i}:${setup.seed}` }]));
  let n = 0;
  const ownWords = (_: string, cardIds: string[]) => Object.fromEntries(cardIds.map((cardId) => [cardId, `Won ${++n}`]));
  const { actions } = playBotGame(rulesFor(setup), openingStep(setup), bots, { maxActions: 2_000, ownWords });
  const rules = rulesFor(setup);
  let state = openingStep(setup).state;
  const cardsWritten: string[] = [];
  let writes = 0;
  for (const [index, action] of actions.entries()) {
    const step = rules.apply(state, action);
    state = step.state;
    for (const event of step.events) {
      if (event.type !== "wordsWritten" || event.words.length === 0) continue;
      cardsWritten.push(...event.words.map((w) => w.cardId));
      if (++writes === 2) return { moves: actions.slice(0, index + 1), cardsWritten };
    }
  }
  throw new Error("The bots' game never had two won snaps with words");
}

describe("an online game's words in the deck's history", () => {
  it("two won snaps in one batch, while the family writes on the deck at the same moment: every word written, numbered one after the other, whichever goes first", async () => {
    for (const seed of [11, 12, 13]) {
      const room = await makeRoom({ seed });
      const gameId = await startGame(room);
      const { moves, cardsWritten } = twoWonSnaps(room.setup);
      const elsewhere = room.setup.deck.find((card) => !cardsWritten.includes(card.id) && card.word === null)!;
      const store = createJudgeStore({ roomId: room.roomId, gameId, deckId: room.deckId, hostId: room.host.id, setup: room.setup });

      await Promise.all([
        store.record(0, moves, new Set()),
        writeWords(room.host.id, { deckId: room.deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: elsewhere.id, word: "Kettle", playerId: null }] }),
      ]);

      const events = await db.wordEvent.findMany({ where: { deckId: room.deckId }, orderBy: { seq: "asc" } });
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      expect(new Set(events.map((e) => e.cardId))).toEqual(new Set([...cardsWritten, elsewhere.id]));
      expect((await db.deck.findUniqueOrThrow({ where: { id: room.deckId } })).historySeq).toBe(events.length);
      const cards = await db.card.findMany({ where: { id: { in: events.map((e) => e.cardId) } } });
      expect(cards.every((card) => card.word === events.find((e) => e.cardId === card.id)!.word)).toBe(true);
      expect(await db.game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({ actionCount: moves.length });
    }
  });
});
