"use server";

import { SCREEN_FONT_FAMILIES } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { printRequestFromQuery } from "@/lib/print-jobs/print-request";
import { previewPrintPage } from "@/lib/print-jobs/preview-print-page";
import { siteOrigin } from "../http";

/** One page of the print preview as SVG, for the options in `query` (the PDF route's own query). */
export async function previewPrintPageAction(deckId: string, query: string, page: number) {
  return runAction(async (user) => {
    const request = printRequestFromQuery(new URLSearchParams(query));
    return previewPrintPage(user.id, { deckId, origin: await siteOrigin(), request, page }, { fontFamilies: SCREEN_FONT_FAMILIES });
  });
}
