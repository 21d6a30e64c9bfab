"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/app/_components/field";
import { Notice } from "./controls";

/** Uploads a PNG or JPEG for the card backs; the server checks its type, size and pixels. */
export function BackImageForm({ deckId, image, onUploaded }: { deckId: string; image: { width: number; height: number; version: number } | null; onUploaded: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const response = await fetch(`/decks/${deckId}/print/back-image`, { method: "POST", body: new FormData(form) }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { error?: string; width?: number; height?: number } | null;
    setBusy(false);
    if (!response?.ok) return setMessage({ ok: false, text: body?.error ?? "The picture could not be uploaded. Please try again." });
    form.reset();
    setMessage({ ok: true, text: `Saved (${body?.width} × ${body?.height} pixels). The backs now use this picture.` });
    onUploaded();
    router.refresh();
  }

  return (
    <form onSubmit={upload} className="flex flex-col gap-3">
      {image && (
        <figure className="flex items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- the picture is served by our own route, sized by CSS */}
          <img src={`/decks/${deckId}/print/back-image?v=${image.version}`} alt="The deck's back picture" className="size-20 rounded-lg object-cover ring-1 ring-line" />
          <figcaption className="text-muted">
            Current picture: {image.width} × {image.height} pixels
          </figcaption>
        </figure>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="back-image-file" className="font-bold">
          {image ? "Replace the back picture" : "Upload a picture for the backs"}
        </label>
        <p id="back-image-hint" className="text-sm text-muted">
          PNG or JPEG, at most 2 MB, at least 300 pixels on each side.
        </p>
        <input
          id="back-image-file"
          name="image"
          type="file"
          required
          accept="image/png,image/jpeg"
          aria-describedby="back-image-hint"
          className="min-h-12 rounded-xl border-2 border-dashed border-line bg-white p-2 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-felt file:px-4 file:font-bold file:text-white"
        />
      </div>
      <SubmitButton busy={busy}>Upload picture</SubmitButton>
      <Notice message={message} />
    </form>
  );
}
