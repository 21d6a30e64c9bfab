"use client";

import { useEffect, useState } from "react";

const secondsLeft = (dueBy: number, now: number) => Math.max(0, Math.ceil((dueBy - now) / 1000));

/**
 * The time left for a snap's words (the judge's WORDS_TIME_MS), on the synced clock, and what
 * happens when it runs out. Read out when it is first shown and again in the last ten seconds, not
 * every second.
 */
export function WordsClock({ dueBy, serverNow, fromList }: { dueBy: number; serverNow: () => number; fromList: boolean }) {
  const [left, setLeft] = useState(() => secondsLeft(dueBy, serverNow()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(dueBy, serverNow())), 250);
    return () => clearInterval(timer);
  }, [dueBy, serverNow]);
  const then = fromList ? "words from the family’s list go on the cards" : "the cards stay blank";
  return (
    <p className="mt-2 font-bold" aria-live={left <= 10 ? "polite" : "off"}>
      <span className="tabular-nums">{left} s</span> left to write: then {then} and the game goes on.
    </p>
  );
}
