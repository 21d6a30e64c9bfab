import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { pdfResponse } from "@/lib/print-jobs/pdf-response";
import { orderContactSheet } from "@/lib/print-jobs/order-contact-sheet";

/** GET /decks/:deckId/print/order/contact-sheet?size=poker…: every image of the order small, with trim and safe lines, as a PDF. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(
    request,
    async (user) => {
      const sheet = await orderContactSheet(user.id, { deckId, request: request.nextUrl.search });
      return pdfResponse(sheet.bytes, sheet.fileName);
    },
    { heavy: "print" },
  );
}
