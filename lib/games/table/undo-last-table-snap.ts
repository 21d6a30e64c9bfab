import { z } from "zod";
import { cardName } from "@/lib/cards/deck-composition";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { conflict } from "@/lib/decks/errors";
import { appendEvents, lockDeck } from "@/lib/decks/history";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import { appendAction, lockTableSession, readLedger, refuseIfOver } from "./ledger";
import { nameOfUser, notifyTableChange } from "./live/notify";

export const undoLastTableSnapSchema = z.object({
  deckId: z.string().min(1),
  gameId: z.string().min(1),
  requestKey: requestKeySchema,
  /** The snap (its action index) the person saw as the last one: if another was recorded or undone since, nothing is undone. */
  snapIndex: z.number().int().min(0).optional(),
});

/**
 * Undoes the last snap recorded by mistake, without deleting anything: the words it wrote are
 * cleared by CORRECTION events that keep the old word and say why, and the session gets an "undo"
 * action. Refused when one of those cards' words has changed since (correct the card itself then).
 * The same request sent twice undoes once.
 */
export async function undoLastTableSnap(userId: string, rawInput: unknown): Promise<{ snap: number; cleared: string[]; replayed: boolean }> {
  const { input } = await deckAccess(userId, rawInput, { schema: undoLastTableSnapSchema, role: "EDITOR" });

  return db.$transaction(
    async (tx) => {
      const session = await lockTableSession(tx, input.deckId, input.gameId);
      const ledger = await readLedger(tx, input.deckId, input.gameId);
      const earlier = ledger.actions.find(({ action }) => action.requestKey === input.requestKey);
      if (earlier?.action.type === "undo" && (input.snapIndex === undefined || input.snapIndex === earlier.action.of)) {
        const of = earlier.action.of;
        const snap = ledger.snaps.find((s) => s.index === of)!;
        return { snap: snap.snap, cleared: snap.words.map((w) => w.word), replayed: true };
      }
      if (earlier) throw keyReused();
      refuseIfOver(session.status);

      const last = ledger.snaps.filter((s) => !s.undone).at(-1);
      if (!last) throw conflict("There is no snap left to undo in this session.");
      if (input.snapIndex !== undefined && input.snapIndex !== last.index) {
        throw conflict("That snap was already undone, or another was recorded since. Have a look at the list and try again.");
      }

      const lastSeq = await lockDeck(tx, input.deckId);
      const cards = await tx.card.findMany({ where: { deckId: input.deckId, id: { in: last.words.map((w) => w.cardId) } } });
      const reason = `Undone at the table: snap ${last.snap} recorded by mistake`;
      const clears = last.words.map((written) => {
        const card = cards.find((c) => c.id === written.cardId);
        if (!card || card.word !== written.word) {
          const name = card ? `the ${cardName(card)}` : "one of its cards";
          throw conflict(`Snap ${last.snap} can’t be undone here: the word on ${name} has changed since. Correct the card from its own page.`);
        }
        return card;
      });
      for (const [i, card] of clears.entries()) {
        await tx.card.update({ where: { id: card.id, deckId: input.deckId }, data: { word: null, wordNormalised: null, updatedSeq: lastSeq + i + 1 } });
      }
      if (clears.length > 0) {
        await appendEvents(tx, {
          deckId: input.deckId,
          lastSeq,
          recordedById: userId,
          requestKey: input.requestKey,
          events: clears.map((card) => ({
            cardId: card.id,
            kind: "CORRECTION",
            word: null,
            wordNormalised: null,
            previousWord: card.word,
            gameId: input.gameId,
            snapRef: `table snap ${last.snap}`,
            reason,
          })),
        });
      }
      await appendAction(tx, input, session.actionCount, { type: "undo", requestKey: input.requestKey, of: last.index, recordedById: userId });
      await notifyTableChange(tx, {
        deckId: input.deckId,
        gameId: input.gameId,
        kind: "undo",
        snap: last.snap,
        actionCount: session.actionCount + 1,
        byName: await nameOfUser(tx, userId),
      });
      return { snap: last.snap, cleared: last.words.map((w) => w.word), replayed: false };
    },
    { timeout: 20_000 },
  );
}
