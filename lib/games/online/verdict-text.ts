/**
 * A verdict told in words: every shout at one card with its reaction time, connection delay and
 * outcome, and who won. Written once here; the room's "Why did X win?", the replay and the deck
 * history's game view all say it this way.
 */
import { callLabel } from "@/lib/games/call-label";
import type { GameKind } from "@/lib/rules";
import { REFUSED } from "./judge/refusals";
import type { ShoutReport, Verdict } from "./protocol";

/** Milliseconds as the family reads them: whole ms, or to a tenth when under 10. */
export function ms(value: number): string {
  return `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ms`;
}

const OUTCOMES: Record<ShoutReport["outcome"], string> = {
  won: "Won",
  right: "Right, but slower",
  wrong: "Wrong call",
  falseStart: "False start: faster than anyone can react",
  tied: "Tied",
  refused: "Refused",
};

/** The reaction time the verdict counted, and what the device claimed when the server credited
 *  another (docs/online-fairness.md): a claim faster than the device's line allows is counted at
 *  that bound, one slower than the shout took to arrive at the time it took. */
function reactionText(shout: ShoutReport): string {
  if (shout.claimedMs === undefined) return ms(shout.reactionMs);
  const why = shout.claimedMs < shout.reactionMs ? "faster than its connection allows" : "longer than its shout took to arrive";
  return `${ms(shout.reactionMs)} (its device said ${ms(shout.claimedMs)}: ${why})`;
}

/** How the judge took a shout; a refused one says why ("Too late: …" says it on its own). */
function outcomeText(shout: ShoutReport): string {
  if (!shout.reason) return OUTCOMES[shout.outcome];
  return shout.reason === REFUSED.alreadyDecided ? shout.reason : `${OUTCOMES[shout.outcome]}: ${shout.reason}`;
}

/** One shout of a verdict: who, what they called, the reaction time counted, the connection delay, the outcome. */
export function shoutRow(shout: ShoutReport, nameOf: (seatId: string) => string) {
  return {
    player: nameOf(shout.seatId),
    call: callLabel(shout.call),
    reaction: reactionText(shout),
    delay: ms(shout.oneWayMs),
    outcome: outcomeText(shout),
  };
}

export type ShoutRow = ReturnType<typeof shoutRow>;

/** What each part of a shout is called, wherever a verdict's shouts are listed. */
export const SHOUT_FIELDS: Record<keyof ShoutRow, string> = {
  player: "Player",
  call: "Call",
  reaction: "Reaction",
  delay: "Connection delay",
  outcome: "Verdict",
};

/** The verdict in one sentence, the same on every device: who won and by how much (in Irish Snap,
 *  who takes the centre pile: the last to slap, or whoever slapped wrongly or missed). */
export function verdictLine(verdict: Verdict, nameOf: (seatId: string) => string, game: GameKind): string {
  if (game === "irish") return verdict.winner === null ? "Nobody takes the centre pile." : `${nameOf(verdict.winner)} takes the centre pile.`;
  const won = verdict.shouts.find((s) => s.outcome === "won");
  if (verdict.winner === null || !won) return verdict.shouts.some((s) => s.outcome === "tied") ? "A tie: nobody took the cards." : "Nobody won.";
  const runnerUp = verdict.shouts
    .filter((s) => s.outcome === "right" || s.outcome === "tied")
    .sort((a, b) => a.reactionMs - b.reactionMs)[0];
  const margin = runnerUp ? `, ${ms(runnerUp.reactionMs - won.reactionMs)} ahead of ${nameOf(runnerUp.seatId)}` : "";
  return `${nameOf(verdict.winner)} won with a reaction of ${ms(won.reactionMs)}${margin}.`;
}

/** The button that opens the panel: "Why did Mum win?", or what happened when nobody won. */
export function whyQuestion(verdict: Verdict, nameOf: (seatId: string) => string, game: GameKind): string {
  if (game === "irish") return verdict.winner === null ? "What happened at the last slap?" : `Why does ${nameOf(verdict.winner)} take the pile?`;
  return verdict.winner === null ? "What happened at the last snap?" : `Why did ${nameOf(verdict.winner)} win?`;
}

/** How every verdict was reached, said beside its shouts. `falseStartMs` is the table's false-start floor (0: none). */
export function howShoutsAreJudged(game: GameKind, falseStartMs: number): string {
  const falseStart = falseStartMs > 0 ? `, and a reaction under ${falseStartMs} ms is a false start` : "";
  const decides = game === "irish" ? "the slowest slap takes the pile" : "the fastest right shout wins";
  return (
    "Each reaction is timed on the player’s own device, from the moment the card appeared to the press. " +
    `The server counts it as no faster than the shout’s arrival and that device’s connection allow${falseStart}; then ${decides}.`
  );
}
