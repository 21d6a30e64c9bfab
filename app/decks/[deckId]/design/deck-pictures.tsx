"use client";

import { useState } from "react";
import { FormMessage, type Message } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { DesignPage } from "@/lib/designs/load-design-page";
import type { ArtSummary, DesignTarget } from "@/lib/designs/schemas";
import { artBoxKindOf } from "@/lib/print/art-box";
import type { FontId } from "@/lib/print/font-catalog";
import { removeCardPictureAction } from "./actions/remove-card-picture";
import { CardPictures } from "./card-pictures";
import { CropDialog } from "./crop-dialog";
import { SetPictures } from "./set-pictures";
import { UploadDialog } from "./upload-dialog";

/** A set or some cards, as a picture row offers them: what they are called and which cards they are. */
export interface PictureTarget {
  target: DesignTarget;
  /** "Cat", "Queen of Hearts", "3 cards". */
  name: string;
  cardIds: string[];
  art: ArtSummary | null;
}

export interface PictureRowActions {
  busy: boolean;
  onUpload: (of: PictureTarget) => void;
  onCrop: (of: PictureTarget) => void;
  onRemove: (of: PictureTarget) => void;
}

type Open = { mode: "upload" | "crop"; of: PictureTarget } | null;

/**
 * The deck's pictures: a custom deck's sets, or a standard deck's cards, each with its picture and
 * the ways to add, crop or remove it (for editors), and the dialogs that do so.
 */
export function DeckPictures({ data, canEdit, fontFamilies }: { data: DesignPage; canEdit: boolean; fontFamilies: Partial<Record<FontId, string>> }) {
  const { deck, cards } = data;
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Message | null>(null);
  const remove = useServerAction();

  async function removePicture(of: PictureTarget) {
    setNotice(null);
    await remove.run((requestKey) => removeCardPictureAction({ deckId: deck.id, target: of.target, requestKey }), {
      success: `Picture removed from ${of.name}.`,
    });
  }

  const rowActions: PictureRowActions = {
    busy: remove.busy,
    onUpload: (of: PictureTarget) => setOpen({ mode: "upload", of }),
    onCrop: (of: PictureTarget) => setOpen({ mode: "crop", of }),
    onRemove: removePicture,
  };
  const firstCard = open && cards.find((card) => card.id === open.of.cardIds[0]);

  return (
    <section aria-labelledby="pictures-heading" className="flex flex-col gap-4 rounded-2xl bg-card p-5 ring-1 ring-line">
      <h2 id="pictures-heading" className="font-display text-xl font-bold">
        Pictures
      </h2>
      <FormMessage message={notice ?? remove.message} />
      {deck.kind === "CUSTOM" ? (
        <SetPictures deckId={deck.id} sets={data.sets} canEdit={canEdit} actions={rowActions} />
      ) : (
        // A new picture starts a new choice of cards.
        <CardPictures key={Object.keys(data.arts).join()} deckId={deck.id} cards={cards} arts={data.arts} canEdit={canEdit} actions={rowActions} />
      )}
      {open?.mode === "upload" && (
        <UploadDialog
          deckId={deck.id}
          target={open.of.target}
          title={`${open.of.art ? "Change the picture of" : "Add a picture to"} ${open.of.name}`}
          onClose={() => setOpen(null)}
          onUploaded={() => {
            setNotice({ ok: true, text: `The picture is on ${open.of.name} now. Crop it to choose what the cards show.` });
            setOpen(null);
          }}
        />
      )}
      {open?.mode === "crop" && open.of.art && firstCard && (
        <CropDialog
          deckId={deck.id}
          target={open.of.target}
          title={`Crop the picture of ${open.of.name}`}
          art={open.of.art}
          kind={artBoxKindOf(firstCard)}
          cardId={firstCard.id}
          design={data.design}
          fontFamilies={fontFamilies}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

