import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { requireDeckRole } from "@/lib/decks/access";
import { readLimitedBody } from "@/lib/http/read-limited-body";
import { readBackImage } from "@/lib/print-jobs/read-back-image";
import { uploadBackImage } from "@/lib/print-jobs/upload-back-image";

/** Well past the 2 MB a picture may be (the form's own fields included): reading stops here. */
const MAX_REQUEST_BYTES = 3 * 1024 * 1024;
const TOO_LARGE = "That file is too large: the back picture can be at most 2 MB.";

/** GET /decks/:deckId/print/back-image: the deck's back picture, for the preview. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    const image = await readBackImage(user.id, deckId);
    return new Response(new Blob([new Uint8Array(image.bytes)], { type: image.mime }), {
      headers: { "Content-Type": image.mime, "Cache-Control": "private, max-age=31536000, immutable" },
    });
  });
}

/** POST /decks/:deckId/print/back-image (multipart, field "image"): a new back picture. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    // Who may change the picture is settled before a byte of the upload is read.
    await requireDeckRole(user.id, deckId, "EDITOR");
    const body = await readLimitedBody(request, MAX_REQUEST_BYTES, TOO_LARGE);
    const form = new Response(body, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } });
    const file = (await form.formData().catch(() => null))?.get("image");
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : undefined;
    return Response.json(await uploadBackImage(user.id, { deckId, bytes }));
  }, { heavy: "picture" });
}
