"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import { cardName } from "@/lib/cards/deck-composition";
import type { DesignCard } from "@/lib/designs/load-design-page";
import type { ArtSummary } from "@/lib/designs/schemas";
import { PictureActions } from "./picture-actions";
import { PictureThumb } from "./picture-thumb";
import type { PictureRowActions, PictureTarget } from "./deck-pictures";

/** Court cards and Aces are the ones families most often give a face: they come first. */
const FIRST = ["K", "Q", "J", "A"];
const RANK_ORDER = ["K", "Q", "J", "A", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
const rankPlace = (rank: string) => (RANK_ORDER.includes(rank) ? RANK_ORDER.indexOf(rank) : RANK_ORDER.length);

function targetOf(cards: DesignCard[], art: ArtSummary | null): PictureTarget {
  const only = cards.length === 1 ? cards[0] : undefined;
  return {
    target: { kind: "cards", cardIds: cards.map((c) => c.id) },
    name: only ? cardName(only) : `${cards.length} cards`,
    cardIds: cards.map((c) => c.id),
    art,
  };
}

/**
 * A standard deck's pictures: the ones in use (with the cards that show them), and the cards to
 * choose for a new one. A card with a picture keeps its corners and suit, so the deck still plays.
 */
export function CardPictures({
  deckId,
  cards,
  arts,
  canEdit,
  actions,
}: {
  deckId: string;
  cards: DesignCard[];
  arts: Record<string, ArtSummary>;
  canEdit: boolean;
  actions: PictureRowActions;
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const sorted = [...cards].sort((a, b) => rankPlace(a.rank) - rankPlace(b.rank));
  const inUse = new Map<string, DesignCard[]>();
  for (const card of sorted) if (card.artId) inUse.set(card.artId, [...(inUse.get(card.artId) ?? []), card]);
  const groups = [
    { title: "Kings, Queens, Jacks and Aces", cards: sorted.filter((card) => FIRST.includes(card.rank)) },
    { title: "The other cards", cards: sorted.filter((card) => !FIRST.includes(card.rank)) },
  ].filter((group) => group.cards.length > 0);

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  return (
    <>
      {inUse.size === 0 ? (
        <p className="text-muted">No card has a picture yet.</p>
      ) : (
        <ul aria-label="Pictures on the cards" className="flex flex-col gap-3">
          {[...inUse].map(([artId, shown]) => {
            const of = targetOf(shown, arts[artId] ?? null);
            const names = shown.map(cardName).join(", ");
            return (
              <li key={artId} className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-3 ring-1 ring-line">
                <PictureThumb deckId={deckId} artId={artId} name={names} />
                <p className="min-w-32 flex-1 font-bold">{names}</p>
                {canEdit && (
                  <PictureActions
                    forWhat={of.name}
                    hasPicture
                    busy={actions.busy}
                    onUpload={() => actions.onUpload(of)}
                    onCrop={() => actions.onCrop(of)}
                    onRemove={() => actions.onRemove(of)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && (
        <fieldset className="flex flex-col gap-3">
          <legend className="font-bold">Choose cards for a new picture ({chosen.size} chosen)</legend>
          <p className="text-sm text-muted">The Kings, Queens, Jacks and Aces come first: Grandma makes a fine Queen of Hearts.</p>
          <div className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto rounded-xl bg-white p-2 ring-1 ring-line">
            {groups.map((group) => (
              <div key={group.title}>
                <p className="px-2 pt-1 text-sm font-bold uppercase tracking-wide text-felt">{group.title}</p>
                <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                  {group.cards.map((card) => (
                    <li key={card.id}>
                      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-table">
                        <input type="checkbox" checked={chosen.has(card.id)} onChange={(e) => toggle(card.id, e.target.checked)} className="size-6 shrink-0 accent-felt" />
                        <span>
                          <span className="font-bold">{cardName(card)}</span>
                          {card.word && <span> — “{card.word}”</span>}
                          {card.artId && <span className="text-muted"> · has a picture</span>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Button
            variant="secondary"
            className="self-start"
            disabled={chosen.size === 0}
            onClick={() => actions.onUpload(targetOf(sorted.filter((card) => chosen.has(card.id)), null))}
          >
            {chosen.size === 0 ? "Add a picture to the chosen cards" : `Add a picture to ${chosen.size === 1 ? "1 card" : `${chosen.size} cards`}`}
          </Button>
        </fieldset>
      )}
    </>
  );
}
