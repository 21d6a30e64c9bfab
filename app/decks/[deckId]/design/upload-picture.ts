import type { ActionResult } from "@/lib/actions/run-action";
import type { DesignTarget, PictureChange } from "@/lib/designs/schemas";

/**
 * Sends a picture to the upload route (multipart: the file, its target and the form's request key)
 * and reads the JSON answer as an action's result, so it goes through the one hook.
 */
export async function uploadPicture(deckId: string, file: File, target: DesignTarget, requestKey: string): Promise<ActionResult<PictureChange>> {
  const body = new FormData();
  body.set("image", file);
  body.set("target", JSON.stringify(target));
  body.set("requestKey", requestKey);
  const response = await fetch(`/decks/${deckId}/design/pictures`, { method: "POST", body });
  const answer = (await response.json().catch(() => null)) as (PictureChange & { error?: string }) | null;
  if (!response.ok || !answer) return { ok: false, status: response.status, error: answer?.error ?? "The picture could not be uploaded. Please try again." };
  return { ok: true, data: answer };
}
