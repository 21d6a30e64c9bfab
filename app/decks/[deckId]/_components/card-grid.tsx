"use client";

import Link from "next/link";
import { CardFace } from "@/app/_components/card-face";
import type { CardDrawingKit, ScreenCard } from "@/app/_components/card-drawing";
import type { CardStatus } from "@/lib/generated/prisma/enums";
import { parseSuit } from "@/lib/print/card-face";
import { elementToSvg, suitSymbols } from "@/lib/print/svg";

const SUIT_IDS = "deck-suit";

/**
 * The deck's cards, each a link to its story. The suit shapes are drawn once for the whole grid
 * and every card places its pips with <use>, which keeps a 52-card page small.
 */
export function CardGrid({ deckId, cards, kit }: { deckId: string; cards: Array<ScreenCard & { status: CardStatus }>; kit: CardDrawingKit }) {
  const suits = cards.flatMap((card) => parseSuit(card.suit) ?? []);
  return (
    <>
      {suits.length > 0 && (
        <svg aria-hidden="true" className="absolute size-0">
          <defs dangerouslySetInnerHTML={{ __html: suitSymbols(SUIT_IDS, suits).map(elementToSvg).join("") }} />
        </svg>
      )}
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-8">
        {cards.map((card) => (
          <li key={card.id}>
            {/* Not prefetched: a deck page would otherwise ask the server for every card's page at once. */}
            <Link href={`/decks/${deckId}/cards/${card.id}`} prefetch={false} className="block rounded-lg focus-visible:ring-4">
              {/* A missing card is drawn faded; the word "Missing" under it stays at full contrast. */}
              <div className={card.status === "IN_DECK" ? undefined : "opacity-50"}>
                <CardFace card={card} kit={kit} symbolIdPrefix={SUIT_IDS} />
              </div>
              {card.status === "MISSING" && <span className="mt-1 block text-center text-sm font-bold">Missing</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
