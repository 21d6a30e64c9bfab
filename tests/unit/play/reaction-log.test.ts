import { describe, expect, it } from "vitest";
import { EMPTY_LOG, logReactions } from "@/app/_components/play/reaction-log";
import type { Card, GameEvent } from "@/lib/rules";

const card: Card = { id: "7H", rank: "7", suit: "hearts", word: null };
const turned: GameEvent = { type: "cardTurned", playerId: "bot-1", card, pile: "centre", turn: 1, atMs: 0 };
const slap = (playerId: string, reactionMs: number, right = true): GameEvent => ({ type: "shoutJudged", playerId, shouted: "slap", right, reactionMs, atMs: 0 });

describe("the latest slap, as the screen shows it", () => {
  it("records every slap's reaction time and who collected the pile, and why", () => {
    const log = logReactions(EMPTY_LOG, [turned, slap("bot-1", 420), slap("you", 610), { type: "pileCollected", playerId: "you", cardIds: ["7H"], reason: "lastToSlap" }]);
    expect(log.shouts.map((s) => [s.playerId, s.reactionMs])).toEqual([["bot-1", 420], ["you", 610]]);
    expect(log.outcome).toEqual({ playerId: "you", why: "lastToSlap" });
  });

  it("keeps the latest slap on screen until the next one starts", () => {
    const first = logReactions(EMPTY_LOG, [slap("you", 300, false), { type: "pileCollected", playerId: "you", cardIds: [], reason: "falseSlap" }]);
    const later = logReactions(first, [turned]);
    expect(later.shouts).toHaveLength(1);
    const next = logReactions(later, [slap("bot-2", 500)]);
    expect(next.shouts.map((s) => s.playerId)).toEqual(["bot-2"]);
    expect(next.outcome).toBeNull();
  });
});
