/**
 * A card's story mixes two histories, each numbered on its own: the deck's word events (its history
 * position) and its design events (the design story's position). They are told together by when
 * they happened; each keeps its own order, and a word recorded at the same moment as a design
 * change is told first.
 */
export type StoryEntry<W, D> = ({ story: "word" } & W) | ({ story: "design" } & D);

export function inTimeOrder<W extends { createdAt: Date }, D extends { createdAt: Date }>(words: readonly W[], designs: readonly D[]): StoryEntry<W, D>[] {
  const story: StoryEntry<W, D>[] = [];
  let w = 0;
  let d = 0;
  while (w < words.length || d < designs.length) {
    const word = words[w];
    const design = designs[d];
    if (word && (!design || word.createdAt.getTime() <= design.createdAt.getTime())) {
      story.push({ story: "word", ...word });
      w += 1;
    } else if (design) {
      story.push({ story: "design", ...design });
      d += 1;
    }
  }
  return story;
}
