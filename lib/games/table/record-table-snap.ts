import { z } from "zod";
import { cardName } from "@/lib/cards/deck-composition";
import { validateWord } from "@/lib/cards/words";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { conflict, invalid, notFound } from "@/lib/decks/errors";
import { eventsOfRequest, lockDeck } from "@/lib/decks/history";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import { cardWordSchema, checkDrawingWrites, drawingsOfWrittenWords, storeWordDrawings } from "@/lib/decks/word-drawings";
import { drawingsSent, writeOnBlankCards } from "@/lib/decks/write-words";
import { appendAction, lockTableSession, readLedger, refuseIfOver, type TableSnapAction } from "./ledger";
import { nameOfUser, notifyTableChange } from "./live/notify";
import { rightCall } from "./right-call";

export const recordTableSnapSchema = z.object({
  deckId: z.string().min(1),
  gameId: z.string().min(1),
  requestKey: requestKeySchema,
  winnerPlayerId: z.string().min(1, { error: "Say who won the snap." }),
  onTableCardId: z.string().min(1, { error: "Pick the card that was already on the table." }),
  justPlayedCardId: z.string().min(1, { error: "Pick the card that was just played." }),
  words: z
    .array(cardWordSchema)
    .max(2),
});

export interface RecordedTableSnap {
  index: number;
  snap: number;
  call: TableSnapAction["call"];
  words: TableSnapAction["words"];
  replayed: boolean;
}

/**
 * Records a snap won at the kitchen table: who won, the two cards, and the words the winner wrote
 * on those of the two cards that had none (docs/rules.md, "A right shout"). The call that should
 * have been made is worked out from the cards' words as they are now, so two cards that aren't a
 * match are refused. The action and the words are written in one transaction under the session's
 * lock: a retried or concurrent copy of the same request records once, and of two different
 * requests writing on the same blank card, only the first wins.
 */
export async function recordTableSnap(userId: string, rawInput: unknown): Promise<RecordedTableSnap> {
  const { input } = await deckAccess(userId, rawInput, { schema: recordTableSnapSchema, role: "EDITOR" });
  if (input.onTableCardId === input.justPlayedCardId) throw invalid("Pick two different cards: one on the table, one just played.");
  const words = input.words.map((w) => {
    const checked = validateWord(w.word);
    if (!checked.ok) throw invalid(checked.message);
    return { cardId: w.cardId, word: checked.word, normalised: checked.normalised };
  });
  const drawings = checkDrawingWrites(drawingsSent(input.words));

  return db.$transaction(
    async (tx) => {
      const session = await lockTableSession(tx, input.deckId, input.gameId);
      const ledger = await readLedger(tx, input.deckId, input.gameId);
      const earlier = ledger.actions.find(({ action }) => action.requestKey === input.requestKey);
      if (earlier) {
        const snap = ledger.snaps.find((s) => s.index === earlier.index);
        if (!snap || !sameSnap(snap, { ...input, words })) throw keyReused();
        // The same hands as the first time, or the retry is refused as another snap would be.
        await storeWordDrawings(tx, { deckId: input.deckId, events: await eventsOfRequest(tx, input.deckId, input.requestKey), replayed: true, drawings });
        return { index: snap.index, snap: snap.snap, call: snap.call, words: snap.words, replayed: true };
      }
      refuseIfOver(session.status);
      if (!session.setup.players.includes(input.winnerPlayerId)) throw invalid("The winner must be one of the players at the table.");

      await lockDeck(tx, input.deckId);
      const cards = await tx.card.findMany({ where: { deckId: input.deckId, id: { in: [input.onTableCardId, input.justPlayedCardId] } } });
      const onTable = cards.find((c) => c.id === input.onTableCardId);
      const justPlayed = cards.find((c) => c.id === input.justPlayedCardId);
      if (!onTable || !justPlayed) throw notFound("That card");
      for (const card of [onTable, justPlayed]) {
        if (card.status !== "IN_DECK") throw conflict(`The ${cardName(card)} isn't in the deck (it is ${card.status.toLowerCase()}).`);
      }
      const judged = rightCall(onTable, justPlayed, { matchSuits: session.setup.matchSuits });
      if (!judged.match) {
        throw invalid(`The ${cardName(onTable)} and the ${cardName(justPlayed)} aren’t a match, so nobody could win a snap with them. Check the cards.`);
      }
      for (const w of words) {
        const card = [onTable, justPlayed].find((c) => c.id === w.cardId);
        if (!card) throw invalid("Words can only be written on the two cards of the snap.");
        if (card.word !== null) throw conflict(`The ${cardName(card)} already has a word: “${card.word}”. A card holds one word, for ever.`);
      }
      for (const card of [onTable, justPlayed]) {
        const given = words.filter((w) => w.cardId === card.id).length;
        if (given > 1) throw invalid(`One word on the ${cardName(card)}: a card holds one word.`);
        if (card.word === null && given !== 1) throw invalid(`The ${cardName(card)} had no word, so the winner writes one on it: enter that word too.`);
      }

      const index = session.actionCount;
      const snap = ledger.snaps.length + 1;
      const action: TableSnapAction = {
        type: "tableSnap",
        requestKey: input.requestKey,
        snap,
        winnerPlayerId: input.winnerPlayerId,
        onTableCardId: onTable.id,
        justPlayedCardId: justPlayed.id,
        words: words.map((w) => ({ cardId: w.cardId, word: w.word })),
        call: judged.call,
        recordedById: userId,
      };
      await appendAction(tx, input, index, action);
      if (words.length > 0) {
        const written = await writeOnBlankCards(tx, {
          deckId: input.deckId,
          recordedById: userId,
          requestKey: input.requestKey,
          kind: "WON_SNAP",
          gameId: input.gameId,
          snapRef: `table snap ${snap}`,
          words: words.map((w) => ({ ...w, playerId: input.winnerPlayerId })),
        });
        await storeWordDrawings(tx, { deckId: input.deckId, events: written.events, replayed: false, drawings: drawingsOfWrittenWords(drawings, written) });
      }
      await notifyTableChange(tx, {
        deckId: input.deckId,
        gameId: input.gameId,
        kind: "snap",
        snap,
        actionCount: index + 1,
        byName: await nameOfUser(tx, userId),
      });
      return { index, snap, call: action.call, words: action.words, replayed: false };
    },
    { timeout: 20_000 },
  );
}

type SnapContent = Pick<TableSnapAction, "winnerPlayerId" | "onTableCardId" | "justPlayedCardId" | "words">;

/** A snap sent again is a retry only when it names the same winner, cards and words. */
function sameSnap(recorded: SnapContent, asked: SnapContent): boolean {
  const words = (snap: SnapContent) => JSON.stringify(snap.words.map((w) => [w.cardId, w.word]).sort());
  return (
    recorded.winnerPlayerId === asked.winnerPlayerId &&
    recorded.onTableCardId === asked.onTableCardId &&
    recorded.justPlayedCardId === asked.justPlayedCardId &&
    words(recorded) === words(asked)
  );
}
