"use client";

import { Button } from "@/app/_components/button";
import { useEffect, useRef, type ReactNode } from "react";
import { findCardByCode } from "@/lib/games/table/right-call";

export interface PickableCard {
  id: string;
  code: string;
  /** Its short link's code, as its printed QR code holds it. */
  linkCode: string;
  name: string;
  word: string | null;
  inDeck: boolean;
  image: ReactNode;
}

/** The card typed by its printed code, or why none is picked. */
export function pickedCard<T extends PickableCard>(cards: readonly T[], code: string): { card: T | null; problem: string | null } {
  if (code.trim() === "") return { card: null, problem: null };
  const card = findCardByCode(cards, code);
  if (!card) return { card: null, problem: `No card has the code “${code.trim()}” in this deck.` };
  if (!card.inDeck) return { card: null, problem: `The ${card.name} isn’t in the deck (it is marked missing).` };
  return { card, problem: null };
}

/**
 * One of the two cards of a snap: typed by the code printed on it ("7H"), or chosen from the deck
 * grid that the "Choose from the deck" button opens below.
 */
export function CardPicker({
  id,
  label,
  cards,
  code,
  onCode,
  gridOpen,
  onToggleGrid,
}: {
  id: string;
  label: string;
  cards: readonly PickableCard[];
  code: string;
  onCode: (code: string) => void;
  gridOpen: boolean;
  onToggleGrid: () => void;
}) {
  const { card, problem } = pickedCard(cards, code);
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line">
      <label htmlFor={id} className="text-lg font-bold">
        {label}
      </label>
      <p id={`${id}-hint`} className="-mt-2 text-muted">
        Type the code printed on the card, like 7H or 10S.
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => onCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-picked`}
          className="min-h-14 w-32 rounded-xl border-2 border-line bg-white px-4 font-mono text-2xl font-bold uppercase outline-none focus:border-felt aria-invalid:border-snap"
        />
        <Button variant="outline" onClick={onToggleGrid} aria-expanded={gridOpen} aria-controls="card-grid" className="min-h-14">
          {gridOpen ? "Close the deck" : "Choose from the deck"}
        </Button>
      </div>
      <div id={`${id}-picked`} className="flex min-h-28 items-center gap-3">
        {card ? (
          <>
            <div className="w-20 shrink-0">{card.image}</div>
            <p className="text-lg">
              <strong>{card.name}</strong>
              <span className="block text-muted">{card.word ? `Its word: “${card.word}”` : "No word on it yet"}</span>
            </p>
          </>
        ) : problem ? (
          <p className="font-bold text-snap">{problem}</p>
        ) : (
          <p className="text-muted">No card picked yet.</p>
        )}
      </div>
    </div>
  );
}

/**
 * The deck's cards as large buttons, for picking a card without typing its code. It opens below
 * both pickers (on a phone, a screen or more below the button that opened it), so it comes into
 * view with the focus on its heading, which says which card is being chosen.
 */
export function CardGrid({ title, cards, onPick }: { title: string; cards: readonly PickableCard[]; onPick: (card: PickableCard) => void }) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: "start" });
  }, [title]);

  return (
    <section ref={section} id="card-grid" aria-labelledby="card-grid-heading" className="scroll-mt-4 rounded-2xl bg-white p-4 ring-2 ring-felt">
      <h3 id="card-grid-heading" ref={heading} tabIndex={-1} className="font-display text-xl font-bold">
        {title}
      </h3>
      <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7 lg:grid-cols-13">
        {cards
          .filter((c) => c.inDeck)
          .map((card) => (
            <li key={card.id}>
              <button
                type="button"
                onClick={() => onPick(card)}
                className="block w-full rounded-lg p-1 hover:bg-green-50 focus-visible:ring-4"
              >
                <span aria-hidden className="block">
                  {card.image}
                </span>
                <span className="mt-1 block text-center font-mono font-bold">{card.code}</span>
                <span className="sr-only">
                  , {card.name}
                  {card.word ? `, with the word “${card.word}”` : ""}
                </span>
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}
