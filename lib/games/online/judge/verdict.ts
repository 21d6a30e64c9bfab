import type { GameEvent } from "@/lib/rules";
import type { ShoutReport, Verdict } from "../protocol";
import type { CardInPlay } from "./card-in-play";

/** Who took the cards when the shouting closed: the snap's winner, or (Irish Snap) the pile's collector. */
function takerOf(events: readonly GameEvent[]): string | null {
  for (const event of events) {
    if (event.type === "snapWon" || event.type === "pileCollected") return event.playerId;
  }
  return null;
}

/** Why X won: every shout at the card with its final outcome, once the shouting closed with these events. */
export function verdictFor(card: CardInPlay, events: readonly GameEvent[], showAt: number): Verdict {
  const winner = takerOf(events);
  const tied = new Set(events.flatMap((e) => (e.type === "shoutsTied" ? e.playerIds : [])));
  const shouts = card.reports.map((report): ShoutReport => {
    if (report.outcome !== "right") return report;
    if (report.seatId === winner) return { ...report, outcome: "won" };
    return tied.has(report.seatId) ? { ...report, outcome: "tied" } : report;
  });
  return { turn: card.turn, shouts, winner, showAt };
}

/** Cards whose faces changed in these events (words written on them). */
export function writtenCards(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === "wordsWritten" ? e.words.map((w) => w.cardId) : []));
}
