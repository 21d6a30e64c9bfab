import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { requireDeckRole } from "@/lib/decks/access";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { readLimitedBody } from "@/lib/http/read-limited-body";
import { CARD_PICTURE_MAX_BYTES } from "@/lib/images/normalise-card-picture";

/** A little past the largest picture, for the form's other fields: reading stops here. */
const MAX_REQUEST_BYTES = CARD_PICTURE_MAX_BYTES + 64 * 1024;
const TOO_LARGE = `That file is too large: a card picture can be at most ${CARD_PICTURE_MAX_BYTES / (1024 * 1024)} MB.`;

/** A form field holding JSON; text that isn't JSON is passed on as it is, for the schema to refuse. */
function jsonField(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string") return value ?? undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * POST /decks/:deckId/design/pictures (multipart: `image`, `target` as JSON, `requestKey`): a new
 * picture for a set or cards, answered with the PictureChange.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    // Who may change the design is settled before a byte of the upload is read.
    await requireDeckRole(user.id, deckId, "EDITOR");
    const body = await readLimitedBody(request, MAX_REQUEST_BYTES, TOO_LARGE);
    const form = await new Response(body, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData().catch(() => null);
    const file = form?.get("image");
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : undefined;
    const change = await uploadCardPicture(user.id, { deckId, bytes, target: jsonField(form?.get("target") ?? null), requestKey: form?.get("requestKey") });
    return Response.json(change);
  }, { heavy: "picture" });
}
