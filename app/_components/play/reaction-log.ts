import type { GameEvent } from "@/lib/rules";

/** The latest snap or slap as the table saw it: each shout's reaction time, and how it ended. */
export interface ReactionLog {
  shouts: { playerId: string; call: string; right: boolean; falseStart: boolean; reactionMs: number }[];
  /** How it ended (who collected or won, and why), once it has. */
  outcome: { playerId: string; why: "won" | "lastToSlap" | "missedSlap" | "falseSlap" | "tie" | "falseSnap" | "sittingOut" } | null;
  /** A new shout starts a new log (a new card was turned, or this one has ended). */
  closed: boolean;
}

export const EMPTY_LOG: ReactionLog = { shouts: [], outcome: null, closed: true };

/** The log after these events; the rules decided everything in them, this only keeps the record. */
export function logReactions(log: ReactionLog, events: readonly GameEvent[]): ReactionLog {
  let next = log;
  const end = (outcome: ReactionLog["outcome"]) => (next = { ...next, outcome, closed: true });
  for (const event of events) {
    if (event.type === "cardTurned" && next.shouts.length > 0) next = { ...next, closed: true };
    else if (event.type === "shoutJudged") {
      const base = next.closed ? { shouts: [], outcome: null } : next;
      const shout = { playerId: event.playerId, call: event.shouted, right: event.right, falseStart: event.falseStart === true, reactionMs: event.reactionMs };
      next = { ...base, shouts: [...base.shouts, shout], closed: false };
    } else if (event.type === "snapWon") end({ playerId: event.playerId, why: "won" });
    else if (event.type === "pileCollected") end({ playerId: event.playerId, why: event.reason });
    else if (event.type === "poolFormed") end({ playerId: "", why: event.reason });
    else if (event.type === "sittingOut") next = { ...next, outcome: { playerId: event.playerId, why: "sittingOut" } };
  }
  return next;
}
