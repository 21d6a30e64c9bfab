import type { IrishCentre } from "./table-piles";

/** Each rank as the table says it aloud while counting: Ace, Two, … King. */
const SAID: Record<string, string> = {
  A: "Ace",
  "2": "Two",
  "3": "Three",
  "4": "Four",
  "5": "Five",
  "6": "Six",
  "7": "Seven",
  "8": "Eight",
  "9": "Nine",
  "10": "Ten",
  J: "Jack",
  Q: "Queen",
  K: "King",
};

const said = (rank: string) => SAID[rank] ?? rank;

/**
 * Irish Snap's called rank, the thing everyone watches: the sign beside the centre pile, and what
 * a screen reader is told each time it changes.
 */
export interface CalledRankSign {
  /** Above the rank: "Called", or, before a card is on the centre pile, "Count starts at". */
  heading: string;
  /** The rank in big letters, as the cards show it ("7", "Q"). */
  rank: string;
  /** The rank as the table says it ("Seven", "Queen"). */
  said: string;
  /** Under it, the rank called for the next card ("Next: Eight"); none before the first card. */
  next: string | null;
  /** The whole sign in one sentence, for screen readers. */
  announcement: string;
}

/** The sign for the centre pile as it stands (the count starts again at Ace once the pile is collected). */
export function calledRankSign(centre: Pick<IrishCentre, "called" | "next">): CalledRankSign {
  if (centre.called === null) {
    return { heading: "Count starts at", rank: centre.next, said: said(centre.next), next: null, announcement: `The count starts at ${said(centre.next)}.` };
  }
  return {
    heading: "Called",
    rank: centre.called,
    said: said(centre.called),
    next: `Next: ${said(centre.next)}`,
    announcement: `${said(centre.called)} called. Next: ${said(centre.next)}.`,
  };
}
