import type { BookletData, BookletSource, StoryEvent } from "./booklet-data";

/** How many of a card's first, and of its latest, events its story prints. */
export const STORY_EACH_END = 30;

/** One card's story as the database writes it (booklet-data.ts): its events' dates as ISO 8601 text. */
interface StoredStory {
  total: number;
  events: (Omit<StoryEvent, "createdAt"> & { createdAt: string })[];
}

/**
 * The booklet as it is drawn: each card with its story, read from the JSON text the database
 * wrote. Run in the PDF worker (it parses up to 60 events for each card).
 */
export function withStories({ stories, cards, ...rest }: BookletSource): BookletData {
  const byCard = JSON.parse(stories) as Record<string, StoredStory>;
  return {
    ...rest,
    cards: cards.map((card) => {
      const story = byCard[card.id] ?? { total: 0, events: [] };
      const leftOut = Math.max(0, story.total - story.events.length);
      return {
        ...card,
        story: story.events.map((event) => ({ ...event, createdAt: new Date(event.createdAt) })),
        leftOut,
        leftOutAfter: leftOut > 0 ? STORY_EACH_END : story.events.length,
      };
    }),
  };
}
