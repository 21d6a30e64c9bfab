"use client";

import { possessive } from "@/app/_components/play/possessive";

/** The cards a won snap's words were just written on, and by whom (until the next card is turned). */
export interface JustWritten {
  by: string;
  cardIds: string[];
  /** Cards turned when they were written: shown until the next is. */
  turns: number;
}

/**
 * Every device in the room sees the cards just written on, as the deck now has them: in the
 * writer's own hand where they wrote it (the faces are read from the server, never sent in a step).
 */
export function JustWrittenCards({ written, faces }: { written: JustWritten; faces: Record<string, string> }) {
  return (
    <section aria-label="Just written" className="flex items-center gap-3 rounded-xl bg-white px-3 py-1.5 ring-1 ring-line">
      <ul className="flex shrink-0 gap-1.5">
        {written.cardIds.map((id) => (
          <li key={id} className="w-12 sm:w-20 [&>div>svg]:h-full [&>div>svg]:w-full">
            <div className="aspect-[63/88]" dangerouslySetInnerHTML={{ __html: faces[id] ?? "" }} />
          </li>
        ))}
      </ul>
      <p className="text-sm font-bold sm:text-base">
        {possessive(written.by)} new {written.cardIds.length === 1 ? "card" : "cards"}, as the deck has {written.cardIds.length === 1 ? "it" : "them"} now.
      </p>
    </section>
  );
}
