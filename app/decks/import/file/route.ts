import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { readLimitedBody } from "@/lib/http/read-limited-body";
import { importDeck } from "@/lib/history/import/import-deck";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "@/lib/history/import/import-limits";

/** Room for the form's other fields beside the file. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * POST /decks/import/file (multipart: "file", the export; "requestKey"): the export as a new deck
 * of the signed-in person. A route rather than a server action: actions cap bodies at 1 MB.
 */
export async function POST(request: NextRequest) {
  return runRoute(request, async (user) => {
    const body = await readLimitedBody(request, IMPORT_MAX_BYTES + FORM_OVERHEAD, IMPORT_TOO_LARGE);
    const form = await new Response(body, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData().catch(() => null);
    const file = form?.get("file");
    const requestKey = form?.get("requestKey");
    const text = file instanceof Blob ? await file.text() : undefined;
    return Response.json(await importDeck(user.id, { requestKey, text }), { headers: { "Cache-Control": "no-store" } });
  }, { heavy: "import" });
}
