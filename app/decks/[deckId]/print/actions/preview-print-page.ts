"use server";

import { SCREEN_FONT_FAMILIES } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { previewPrintPage } from "@/lib/print-jobs/preview-print-page";

/** One page of the print preview as SVG, for the options in `query` (the PDF route's own query). */
export async function previewPrintPageAction(input: { deckId: string; query: string; page: number }) {
  return runAction(input, async (user, input) =>
    previewPrintPage(
      user.id,
      { deckId: input.deckId, request: input.query, page: input.page },
      { fontFamilies: SCREEN_FONT_FAMILIES },
    ),
  );
}
