import type { GameEvent } from "@/lib/rules";

export type Tone = "good" | "bad" | "plain";

export interface Line {
  text: string;
  tone: Tone;
}

/** A right shout of the current turn, kept to tell by how much the winner was first. */
export interface RightShout {
  name: string;
  reactionMs: number;
}

export interface Narration {
  /** What to tell the table, in the order it happened. */
  lines: Line[];
  /** The right shouts of the turn so far: pass them to the next call. */
  rightShouts: RightShout[];
  /** The seats whose piles were just won ([] once a new card is turned; null: unchanged). */
  highlight: string[] | null;
  /** A card was turned: reactions are timed again from when it is on screen. */
  cardTurned: boolean;
  /** A snap was won (a cheer, if sounds are on). */
  snapWon: boolean;
}

/**
 * What the screen says about what the rules just decided. It only describes events the rules
 * library produced (who was right, who won, what was written); it never judges anything itself.
 */
export function narrate(events: readonly GameEvent[], nameOf: (playerId: string) => string, rightShouts: readonly RightShout[]): Narration {
  const told: Narration = { lines: [], rightShouts: [...rightShouts], highlight: null, cardTurned: false, snapWon: false };
  const say = (text: string, tone: Tone = "plain") => told.lines.push({ text, tone });
  for (const event of events) {
    if (event.type === "cardTurned") {
      told.rightShouts = [];
      told.highlight = [];
      told.cardTurned = true;
    } else if (event.type === "shoutJudged") {
      const shouted = event.shouted.toLowerCase() === "snap" ? "“Snap!”" : `“${event.shouted}!”`;
      if (event.right) {
        told.rightShouts.push({ name: nameOf(event.playerId), reactionMs: event.reactionMs });
        say(`${nameOf(event.playerId)} shouted ${shouted} Right! (${event.reactionMs} ms)`, "good");
      } else {
        say(`${nameOf(event.playerId)} shouted ${shouted} Wrong: locked out until the next card.`, "bad");
      }
    } else if (event.type === "snapWon") {
      const [first, second] = [...told.rightShouts].sort((a, b) => a.reactionMs - b.reactionMs);
      const margin = first && second ? `, ${second.reactionMs - first.reactionMs} ms ahead of ${second.name}` : "";
      say(`${nameOf(event.playerId)} wins the snap${margin} and takes ${event.cardIds.length} cards.`, "good");
      told.highlight = event.piles;
      told.snapWon = true;
    } else if (event.type === "wordsWritten") {
      say(`${nameOf(event.playerId)} wrote ${event.words.map((w) => `“${w.word}”`).join(" and ")} on the deck, for good.`, "good");
    } else if (event.type === "playerRetired") {
      say(`${nameOf(event.playerId)} has no cards left and retires.`);
    } else if (event.type === "stackTakenUp") {
      say(`${nameOf(event.playerId)} picks up their stack as a new hand.`);
    }
  }
  return told;
}
