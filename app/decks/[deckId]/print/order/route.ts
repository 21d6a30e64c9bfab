import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { downloadResponse } from "@/lib/history/export/download-response";
import { orderDeckZip } from "@/lib/print-jobs/order-deck-zip";

/**
 * GET /decks/:deckId/print/order?size=poker&format=png…: the deck ready to order from a
 * print-on-demand service, one .zip streamed as it is made (any member, as the print page).
 * X-Order-Images says how many images it will hold, for the page's progress.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(
    request,
    async (user) => {
      const order = await orderDeckZip(user.id, { deckId, request: request.nextUrl.search });
      const response = downloadResponse(order.stream, order.fileName, "application/zip");
      response.headers.set("X-Order-Images", String(order.imageCount));
      return response;
    },
    { heavy: "print" },
  );
}
