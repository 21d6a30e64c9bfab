import { compareTimelinePlaces, type TimelineStream } from "@/lib/history/timeline-order";

/**
 * A card's story mixes two histories, each numbered on its own: the deck's word events (its history
 * position) and its design events (the design story's position). They are told together by when
 * they happened, as the timeline tells them (lib/history/timeline-order.ts: a word recorded at the
 * same moment as a design change first); each keeps its own order, so the story of a card always
 * ends with the word its last event gave it, even where a clock went back between two events.
 */
export type StoryEntry<W, D> = ({ story: "word" } & W) | ({ story: "design" } & D);

type Numbered = { seq: number; createdAt: Date };

const place = (stream: TimelineStream, entry: Numbered) => ({ at: entry.createdAt, stream, seq: entry.seq });

export function inTimeOrder<W extends Numbered, D extends Numbered>(words: readonly W[], designs: readonly D[]): StoryEntry<W, D>[] {
  const story: StoryEntry<W, D>[] = [];
  let w = 0;
  let d = 0;
  while (w < words.length || d < designs.length) {
    const word = words[w];
    const design = designs[d];
    if (word && (!design || compareTimelinePlaces(place("word", word), place("design", design)) < 0)) {
      story.push({ story: "word", ...word });
      w += 1;
    } else if (design) {
      story.push({ story: "design", ...design });
      d += 1;
    }
  }
  return story;
}
