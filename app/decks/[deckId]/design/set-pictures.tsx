"use client";

import type { DesignSet } from "@/lib/designs/load-design-page";
import { PictureActions } from "./picture-actions";
import { PictureThumb } from "./picture-thumb";
import type { PictureRowActions, PictureTarget } from "./deck-pictures";
import { shownColour } from "@/lib/text/colour";

/** A custom Snap deck's sets, each with its colour and picture: every card of a set shows it. */
export function SetPictures({ deckId, sets, canEdit, actions }: { deckId: string; sets: DesignSet[]; canEdit: boolean; actions: PictureRowActions }) {
  return (
    <>
      <p className="text-muted">Each set’s picture goes on every card of the set, with its label and colour; words are written across it.</p>
      <ul className="flex flex-col gap-3">
        {sets.map((set) => {
          const of: PictureTarget = { target: { kind: "set", label: set.label }, name: set.label, cardIds: set.cardIds, art: set.art };
          return (
            <li key={set.label} className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-3 ring-1 ring-line">
              <PictureThumb deckId={deckId} artId={set.art?.artId ?? null} name={`the ${set.label} cards`} />
              <div className="flex min-w-32 flex-1 flex-col gap-1">
                <p className="flex items-center gap-2 text-lg font-bold">
                  <span aria-hidden="true" className="size-5 rounded-full ring-1 ring-black/20" style={{ background: set.colour === null ? "transparent" : shownColour(set.colour) }} />
                  {set.label}
                </p>
                <p className="text-muted">
                  {set.cardIds.length} {set.cardIds.length === 1 ? "card" : "cards"} · {set.art ? "has a picture" : "no picture yet"}
                </p>
              </div>
              {canEdit && (
                <PictureActions
                  forWhat={set.label}
                  hasPicture={set.art !== null}
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
    </>
  );
}
