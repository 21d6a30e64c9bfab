"use server";

import type { z } from "zod";
import { screenCardSvg } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { recordActions, type recordActionsSchema } from "@/lib/games/screen/record-actions";
import { handsOfWords } from "@/lib/decks/card-hands";

/** Records a screen's moves; returns the new faces of the cards that were just written on. */
export async function recordGameActionsAction(input: z.input<typeof recordActionsSchema>) {
  return runAction(input, async (user, input) => {
    const recorded = await recordActions(user.id, input);
    // The cards just written on, each word in the hand it was written in (when it was).
    const handOf = recorded.deck ? await handsOfWords(recorded.deck, recorded.writtenCards, { gameId: input.gameId }) : () => null;
    const faces = Object.fromEntries(recorded.writtenCards.map((card) => [card.id, screenCardSvg({ ...card, hand: handOf(card) }, recorded.deck)]));
    return { actionCount: recorded.actionCount, wordsWritten: recorded.wordsWritten, kept: recorded.kept, leftBlank: recorded.leftBlank, over: recorded.over, faces };
  });
}
