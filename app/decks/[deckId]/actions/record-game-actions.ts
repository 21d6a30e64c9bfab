"use server";

import { screenCardSvg } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { recordActions } from "@/lib/games/screen/record-actions";

/** Records a screen's moves; returns the new faces of the cards that were just written on. */
export async function recordGameActionsAction(input: unknown) {
  return runAction(async (user) => {
    const recorded = await recordActions(user.id, input);
    const faces = Object.fromEntries(recorded.writtenCards.map((card) => [card.id, screenCardSvg(card, recorded.design)]));
    return { actionCount: recorded.actionCount, wordsWritten: recorded.wordsWritten, kept: recorded.kept, over: recorded.over, faces };
  });
}
