"use client";

import type { FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { ActionResult } from "@/lib/actions/run-action";

/** The upload route answers in JSON; read as an action's result so it goes through the one hook. */
async function uploadBackImage(deckId: string, form: HTMLFormElement): Promise<ActionResult<{ width: number; height: number }>> {
  const response = await fetch(`/decks/${deckId}/print/back-image`, { method: "POST", body: new FormData(form) });
  const body = (await response.json().catch(() => null)) as { error?: string; width?: number; height?: number } | null;
  if (!response.ok || !body) return { ok: false, status: response.status, error: body?.error ?? "The picture could not be uploaded. Please try again." };
  return { ok: true, data: { width: body.width ?? 0, height: body.height ?? 0 } };
}

/** Uploads a PNG or JPEG for the card backs; the server checks its type, size and pixels. */
export function BackImageForm({ deckId, image, onUploaded }: { deckId: string; image: { width: number; height: number; version: number } | null; onUploaded: () => void }) {
  const { run, busy, message } = useServerAction();

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await run(() => uploadBackImage(deckId, form), {
      success: (size) => `Saved (${size.width} × ${size.height} pixels). The backs now use this picture.`,
      then: () => {
        form.reset();
        onUploaded();
      },
    });
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
      <Button type="submit" busy={busy}>
        Upload picture
      </Button>
      <FormMessage message={message} />
    </form>
  );
}
