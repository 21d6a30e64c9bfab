import type { ShoutReport, Verdict } from "@/lib/games/online/protocol";
import type { GameKind } from "@/lib/rules";
import { callLabel } from "@/app/_components/play/seat-calls";

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

/** One shout of a verdict as a row of the "Why did X win?" table. */
export function shoutRow(shout: ShoutReport, nameOf: (seatId: string) => string) {
  return {
    player: nameOf(shout.seatId),
    call: callLabel(shout.call),
    reaction: shout.claimedMs === undefined ? ms(shout.reactionMs) : `${ms(shout.reactionMs)} (its device said ${ms(shout.claimedMs)}: more than its connection allows)`,
    delay: ms(shout.oneWayMs),
    outcome: shout.reason ? `${OUTCOMES[shout.outcome]}: ${shout.reason}` : OUTCOMES[shout.outcome],
  };
}

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
