"use client";

import { Button } from "@/app/_components/button";

/** The buttons of one picture row: add (when there is none), or change, crop and remove. */
export function PictureActions({
  forWhat,
  hasPicture,
  busy,
  onUpload,
  onCrop,
  onRemove,
}: {
  /** Who the buttons are for, read out after each button's own words ("Cat", "3 cards"). */
  forWhat: string;
  hasPicture: boolean;
  busy: boolean;
  onUpload: () => void;
  onCrop: () => void;
  onRemove: () => void;
}) {
  const hidden = <span className="sr-only"> ({forWhat})</span>;
  if (!hasPicture) {
    return (
      <Button variant="outline" onClick={onUpload}>
        Add a picture{hidden}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onCrop}>
        Crop{hidden}
      </Button>
      <Button variant="plain" onClick={onUpload}>
        Change{hidden}
      </Button>
      <Button variant="dangerOutline" onClick={onRemove} disabled={busy}>
        Remove{hidden}
      </Button>
    </div>
  );
}
