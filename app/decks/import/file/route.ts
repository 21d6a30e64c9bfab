import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { readLimitedBody } from "@/lib/http/read-limited-body";
import { importDeck } from "@/lib/history/import/import-deck";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, IMPORT_UPLOAD_BYTES_PER_SECOND } from "@/lib/history/import/import-limits";
import { REQUEST_KEY_HEADER } from "@/lib/history/import/import-upload";

/**
 * POST /decks/import/file (the export file as the body, its request key in the snap-request-key
 * header: lib/history/import/import-upload.ts): the export as a new deck of the signed-in person.
 * A route rather than a server action: actions cap bodies at 1 MB. This thread only gathers the
 * bytes; decoding and reading them happen in the import worker.
 */
export async function POST(request: NextRequest) {
  return runRoute(request, async (user) => {
    const file = await readLimitedBody(request, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, { bytesPerSecond: IMPORT_UPLOAD_BYTES_PER_SECOND });
    const requestKey = request.headers.get(REQUEST_KEY_HEADER) ?? undefined;
    return Response.json(await importDeck(user.id, { requestKey, file }), { headers: { "Cache-Control": "no-store" } });
  }, { heavy: "import" });
}
