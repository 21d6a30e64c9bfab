"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { DesignTarget, PictureChange } from "@/lib/designs/schemas";
import { DECK_PICTURES_IN_WORDS } from "@/lib/limits/limits";
import { Dialog } from "./dialog";
import { uploadPicture } from "./upload-picture";

/**
 * Choosing and sending a picture for a set or for chosen cards. Mounted when it opens, so its
 * request key is made then and kept for a retry of the same upload.
 */
export function UploadDialog({
  deckId,
  target,
  title,
  onUploaded,
  onClose,
}: {
  deckId: string;
  target: DesignTarget;
  title: string;
  onUploaded: (change: PictureChange) => void;
  onClose: () => void;
}) {
  const { run, busy, message, refuse } = useServerAction();
  const [file, setFile] = useState<File | null>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return refuse("Choose a picture first.");
    await run((requestKey) => uploadPicture(deckId, file, target, requestKey), { then: onUploaded });
  }

  return (
    <Dialog id="upload" title={title} onClose={onClose}>
      <form onSubmit={upload} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="picture-file" className="font-bold">
            Picture
          </label>
          <p id="picture-file-hint" className="text-sm text-muted">
            A photo or a scanned drawing (JPEG or PNG). You can crop it next. {DECK_PICTURES_IN_WORDS}
          </p>
          <input
            id="picture-file"
            name="image"
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby="picture-file-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="min-h-12 rounded-xl border-2 border-dashed border-line bg-white p-2 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-felt file:px-4 file:font-bold file:text-white"
          />
        </div>
        {busy && <progress aria-label="Uploading the picture" className="h-3 w-full accent-felt" />}
        <FormMessage message={message} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={busy} busyLabel="Uploading…">
            Upload picture
          </Button>
          <Button variant="plain" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
