"use client";

import Link from "@/app/_components/link";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/app/_components/button";
import { CardFace } from "@/app/_components/card-face";
import type { CardDrawingKit, ScreenCard } from "@/app/_components/card-drawing";
import type { CardStatus } from "@/lib/generated/prisma/enums";
import { parseSuit } from "@/lib/print/card-face";
import { elementToSvg, suitSymbols } from "@/lib/print/svg";

const SUIT_IDS = "deck-suit";

/**
 * Cards folded to the first few until "Show all" is pressed (lib/decks/deck-page.ts decides how
 * many): `wide` on a laptop's row of eight, `narrow` on a phone's two rows of three or a tablet's
 * row of six.
 */
export interface CardFold {
  wide: number;
  narrow: number;
  showAllLabel: string;
}

/**
 * The deck's cards, each a link to its story. The suit shapes are drawn once for the whole grid
 * and every card places its pips with <use>, which keeps a 52-card page small.
 */
export function CardGrid({ deckId, cards, kit, fold }: { deckId: string; cards: Array<ScreenCard & { status: CardStatus }>; kit: CardDrawingKit; fold?: CardFold }) {
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes once the cards are unfolded: the first card that was not shown.
  const focusFrom = useRef<number | null>(null);
  const listId = useId();
  const folded = fold !== undefined && !expanded && cards.length > fold.narrow;
  const drawn = folded ? cards.slice(0, fold.wide) : cards;
  const suits = drawn.flatMap((card) => parseSuit(card.suit) ?? []);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll("a")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [expanded]);

  function showAll() {
    const items = [...(list.current?.children ?? [])];
    const hidden = items.findIndex((item) => !item.checkVisibility());
    focusFrom.current = hidden === -1 ? items.length : hidden;
    setExpanded(true);
  }

  function showFewer() {
    setExpanded(false);
    // The page grows shorter above the button: bring it back into view.
    requestAnimationFrame(() => toggle.current?.scrollIntoView({ block: "nearest" }));
  }

  return (
    <>
      {suits.length > 0 && (
        <svg aria-hidden="true" className="absolute size-0">
          <defs dangerouslySetInnerHTML={{ __html: suitSymbols(SUIT_IDS, suits).map(elementToSvg).join("") }} />
        </svg>
      )}
      <ul id={listId} ref={list} className={`mt-4 grid grid-cols-3 gap-3 lg:grid-cols-8 ${fold ? "sm:grid-cols-6" : "sm:grid-cols-5"}`}>
        {drawn.map((card, i) => (
          <li key={card.id} className={folded && i >= fold.narrow ? "max-lg:hidden" : undefined}>
            <Link href={`/decks/${deckId}/cards/${card.id}`} className="block rounded-lg focus-visible:ring-4">
              {/* A missing card is drawn faded; the word "Missing" under it stays at full contrast. */}
              <div className={card.status === "IN_DECK" ? undefined : "opacity-50"}>
                <CardFace card={card} kit={kit} symbolIdPrefix={SUIT_IDS} />
              </div>
              {card.status === "MISSING" && <span className="mt-1 block text-center text-sm font-bold">Missing</span>}
            </Link>
          </li>
        ))}
      </ul>
      {fold && cards.length > fold.narrow && (
        <Button
          ref={toggle}
          variant="plain"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={expanded ? showFewer : showAll}
          // On a laptop the first row already shows every card when there are no more than `wide`.
          className={`mt-4 w-full sm:w-auto ${cards.length <= fold.wide ? "lg:hidden" : ""}`}
        >
          {expanded ? "Show fewer cards" : fold.showAllLabel}
        </Button>
      )}
    </>
  );
}
