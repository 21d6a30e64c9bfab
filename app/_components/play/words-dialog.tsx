"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/app/_components/button";
import { WriteByHand } from "@/app/_components/handwriting/write-by-hand";
import { WordInput } from "@/app/_components/word-input";
import { cardName } from "@/lib/cards/deck-composition";
import { validateWord } from "@/lib/cards/words";
import type { Card } from "@/lib/rules";

interface Props {
  winner: string;
  /** The winner is a bot whose words the people at the table write. */
  forBot?: boolean;
  cards: Card[];
  faces: Record<string, string>;
  saving: boolean;
  error: string | null;
  /** The words by card, and those written by hand too: their stored forms by card. */
  onWrite: (words: Record<string, string>, hands: Record<string, string>) => void;
  /** Online: the time left to write them (words-clock.tsx). */
  clock?: ReactNode;
}

/**
 * The winner of a snap (or the people at the table, for a bot) writes a word on each won top card
 * that has none: for good. The winner may write each by hand too; a bot's words are only typed
 * (a bot never draws).
 */
export function WordsDialog({ winner, forBot = false, cards, faces, saving, error, onWrite, clock }: Props) {
  const [words, setWords] = useState<Record<string, string>>({});
  const [hands, setHands] = useState<Record<string, string | null>>({});
  const [showErrors, setShowErrors] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!cards.every((c) => validateWord(words[c.id] ?? "").ok)) return;
    onWrite(
      Object.fromEntries(cards.map((c) => [c.id, words[c.id] ?? ""])),
      Object.fromEntries(cards.flatMap((c) => (hands[c.id] ? [[c.id, hands[c.id]!]] : []))),
    );
  }

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="words-heading" className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-2 sm:p-4">
      <form onSubmit={onSubmit} noValidate className="max-h-full w-full max-w-2xl overflow-auto rounded-3xl bg-table p-4 shadow-2xl sm:p-6">
        <h2 id="words-heading" className="font-display text-2xl font-bold">
          {forBot ? `${winner} won the snap: write its words` : `${winner} won the snap!`}
        </h2>
        <p className="mt-1 text-lg">
          Write a word{forBot ? ` for ${winner}` : ""} on {cards.length === 1 ? "the card" : "each card"} that has none. It stays on the deck for good
          {forBot ? ", and the deck’s history says who wrote it for the bot" : ""}.
        </p>
        {clock}
        {error && (
          <p role="alert" className="mt-3 rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
            {error}
          </p>
        )}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {cards.map((card, i) => (
            <li key={card.id} className="flex flex-col gap-2">
              <div className="mx-auto w-32 [&>div>svg]:h-full [&>div>svg]:w-full">
                <div className="aspect-[63/88]" dangerouslySetInnerHTML={{ __html: faces[card.id] ?? "" }} />
              </div>
              <WordInput
                id={`won-word-${card.id}`}
                label={`Word for the ${cardName({ rank: card.rank, suit: card.suit || null })}`}
                value={words[card.id] ?? ""}
                onChange={(value) => setWords((all) => ({ ...all, [card.id]: value }))}
                showErrors={showErrors}
              />
              {!forBot && <WriteByHand word={words[card.id] ?? ""} value={hands[card.id] ?? null} onChange={(stored) => setHands((all) => ({ ...all, [card.id]: stored }))} />}
              {i === 0 && cards.length > 1 && <p className="text-sm text-muted">A different word on each, or the same word twice.</p>}
            </li>
          ))}
        </ul>
        <Button type="submit" busy={saving} busyLabel="Writing the words into the deck…" className="mt-5 w-full">
          Write the words
        </Button>
      </form>
    </div>
  );
}
