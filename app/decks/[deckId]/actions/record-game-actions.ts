"use server";

import type { z } from "zod";
import { screenCardSvg } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { recordActions, type recordActionsSchema } from "@/lib/games/screen/record-actions";

/** Records a screen's moves; returns the new faces of the cards that were just written on. */
export async function recordGameActionsAction(input: z.input<typeof recordActionsSchema>) {
  return runAction(input, async (user, input) => {
    const recorded = await recordActions(user.id, input);
    const faces = Object.fromEntries(recorded.writtenCards.map((card) => [card.id, screenCardSvg(card, recorded.deck)]));
    return { actionCount: recorded.actionCount, wordsWritten: recorded.wordsWritten, kept: recorded.kept, leftBlank: recorded.leftBlank, over: recorded.over, faces };
  });
}
