"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import type { CheckCard, DeckCheckSummary } from "@/lib/decks/deck-check/model";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How far the check is, what it has found so far (links to each list), and a way to start over. */
export function CheckProgress({ summary, onStartAgain }: { summary: DeckCheckSummary<CheckCard>; onStartAgain: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const { progress, missing, turnedUp, wordsToConfirm } = summary;
  return (
    <section aria-labelledby="progress-heading" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="progress-heading" className="font-display text-xl font-bold">
          Cards checked
        </h2>
        <p className="font-display text-5xl font-bold tabular-nums">
          {progress.checked} / {progress.expected}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progress-heading"
        aria-valuemin={0}
        aria-valuemax={progress.expected}
        aria-valuenow={progress.checked}
        className="h-3 overflow-hidden rounded-full bg-stone-100"
      >
        <div className="h-full bg-felt" style={{ width: `${progress.expected ? (100 * progress.checked) / progress.expected : 0}%` }} />
      </div>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href="#missing-heading" className="inline-flex min-h-12 items-center rounded-xl px-3 font-bold text-felt underline">
            {plural(missing.length, "card not checked", "cards not checked")}
          </a>
        </li>
        <li>
          <a href="#turned-up-heading" className="inline-flex min-h-12 items-center rounded-xl px-3 font-bold text-felt underline">
            {plural(turnedUp.length, "lost card turned up", "lost cards turned up")}
          </a>
        </li>
        <li>
          <a href="#checked-heading" className="inline-flex min-h-12 items-center rounded-xl px-3 font-bold text-felt underline">
            {plural(wordsToConfirm.length, "word to confirm", "words to confirm")}
          </a>
        </li>
      </ul>
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-2 ring-amber-300">
          <p className="font-bold">Forget the {plural(progress.checked, "card", "cards")} checked on this device and start again?</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              onClick={() => {
                onStartAgain();
                setConfirming(false);
              }}
            >
              Yes, start again
            </Button>
            <Button variant="plain" onClick={() => setConfirming(false)}>
              Keep going
            </Button>
          </div>
        </div>
      ) : (
        progress.checked > 0 && (
          <Button variant="plain" onClick={() => setConfirming(true)} className="self-start">
            Start again
          </Button>
        )
      )}
    </section>
  );
}
