"use client";

import { useEffect, useState, type ReactNode } from "react";
import { callServer } from "@/app/_components/call-server";
import { DrawnCard } from "@/app/_components/card-face";
import { validateWord } from "@/lib/cards/words";
import { drawCardWithWordAction } from "../actions/draw-card-with-word";

/** How long typing may pause before the card is drawn again with its word. */
const DRAW_AFTER_MS = 150;

/**
 * A card as it will print with the word being typed on it (and its hand, when written by hand), drawn on the server with the print
 * layout and the deck's look, and drawn again as the word changes (the latest word's drawing
 * wins). Until then, and while the word can't be written (its field says why), it is the blank
 * card the page came with.
 */
export function WordOnCard({ deckId, cardId, word, hand = null, blank }: { deckId: string; cardId: string; word: string; hand?: string | null; blank: ReactNode }) {
  const checked = validateWord(word);
  const wanted = checked.ok ? checked.word : null;
  const [drawn, setDrawn] = useState<string | null>(null);

  useEffect(() => {
    if (wanted === null) return;
    let latest = true;
    const timer = setTimeout(async () => {
      const result = await callServer(() => drawCardWithWordAction({ deckId, cardId, word: wanted, ...(hand ? { hand } : {}) }));
      if (latest && result.ok) setDrawn(result.data);
    }, DRAW_AFTER_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [deckId, cardId, wanted, hand]);

  return wanted !== null && drawn !== null ? <DrawnCard svg={drawn} /> : blank;
}
