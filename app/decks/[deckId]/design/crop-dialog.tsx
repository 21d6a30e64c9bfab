"use client";

import { useEffect, useState } from "react";
import { Button } from "@/app/_components/button";
import { callServer } from "@/app/_components/call-server";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { ArtSummary, DesignTarget } from "@/lib/designs/schemas";
import type { ArtBoxKind, Crop } from "@/lib/print/art-box";
import type { FontId } from "@/lib/print/font-catalog";
import type { DeckPrintDesign } from "@/lib/print/themes";
import { cropCardPictureAction } from "./actions/crop-card-picture";
import { previewDesignAction, type DesignPreview } from "./actions/preview-design";
import { CropFrame } from "./crop-frame";
import { Dialog } from "./dialog";
import { liveCardSvg } from "./live-card";

/**
 * The crop screen: the uploaded picture in a frame of the art box's shape, and beside it the card
 * as it will print with that crop. Once saved, the card shown is the one the server drew.
 */
export function CropDialog({
  deckId,
  target,
  title,
  art,
  kind,
  cardId,
  design,
  fontFamilies,
  onClose,
}: {
  deckId: string;
  target: DesignTarget;
  title: string;
  art: ArtSummary;
  kind: ArtBoxKind;
  cardId: string;
  design: DeckPrintDesign;
  fontFamilies: Partial<Record<FontId, string>>;
  onClose: () => void;
}) {
  const [crop, setCrop] = useState<Crop>(art.crop);
  const [card, setCard] = useState<DesignPreview | null>(null);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useServerAction();
  const picture = { href: `/decks/${deckId}/design/pictures/${art.pictureId}`, width: art.pictureWidth, height: art.pictureHeight };

  // The card is drawn on opening, and again by the server once the crop is saved.
  const [saves, setSaves] = useState(0);
  const designKey = JSON.stringify(design);
  useEffect(() => {
    let current = true;
    void callServer(() => previewDesignAction({ deckId, design: JSON.parse(designKey) as DeckPrintDesign, cardId })).then((result) => {
      if (!current) return;
      if (result.ok) setCard(result.data);
      setProblem(result.ok ? null : result.error);
    });
    return () => {
      current = false;
    };
  }, [deckId, designKey, cardId, saves]);

  async function saveCrop() {
    await save.run((requestKey) => cropCardPictureAction({ deckId, pictureId: art.pictureId, target, crop, requestKey }), {
      success: "Crop saved. This is the card as it will print.",
      then: () => {
        setSaved(true);
        setSaves((n) => n + 1);
      },
    });
  }

  function move(next: Crop) {
    setCrop(next);
    setSaved(false);
  }

  const shownCard = card && (saved ? card.front : liveCardSvg(card.face, picture, crop, { fontFamilies, title: "The card as it will print, with this crop" }));
  return (
    <Dialog id="crop" title={title} onClose={onClose} wide>
      <CropFrame
        kind={kind}
        picture={picture}
        crop={crop}
        onChange={move}
        beside={
          <figure className="flex flex-col gap-2">
            <div
              className="mx-auto w-full max-w-56 drop-shadow-lg [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: shownCard ?? "" }}
            />
            <figcaption className="text-center text-sm text-muted">{saved ? "The card as the printer gets it" : "How the card will print"}</figcaption>
          </figure>
        }
      />
      {problem && <FormMessage message={{ ok: false, text: problem }} />}
      <FormMessage message={save.message} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={saveCrop} busy={save.busy} busyLabel="Saving…">
          Save crop
        </Button>
        <Button variant="plain" onClick={onClose}>
          {saved ? "Close" : "Cancel"}
        </Button>
      </div>
    </Dialog>
  );
}
