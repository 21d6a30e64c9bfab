import { z } from "zod";
import { deckAccess } from "@/lib/decks/access";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import { pageSvg, type SvgOptions } from "@/lib/print/svg";
import { preparePrint } from "./prepare-print";

export const previewPageSchema = z.object({ page: z.coerce.number().int().min(1).default(1) });

/**
 * One page of a print as SVG, drawn from the very layout the PDF is drawn from. A page past the
 * end shows the last page (the page count may shrink as options change).
 */
export async function previewPrintPage(userId: string, rawInput: unknown, svg: Pick<SvgOptions, "fontFamilies">) {
  const { input } = await deckAccess(userId, rawInput, { schema: previewPageSchema, role: "VIEWER" });
  const print = await preparePrint(userId, rawInput, { loadPictures: false });
  const layout = layoutDeckForPrint(print.cards, print.options);
  const page = Math.min(input.page, layout.pages.length);
  const shown = layout.pages[page - 1]!;
  const backImageHref = print.backImageUpdatedAt ? `/decks/${print.deck.id}/print/back-image?v=${print.backImageUpdatedAt.getTime()}` : undefined;
  const title = `Preview of page ${page} of ${layout.pages.length}: sheet ${shown.sheet}, ${shown.side === "front" ? "fronts" : "backs"}`;
  return {
    svg: pageSvg(layout, page - 1, { ...svg, title, backImageHref, artHref: (artId) => `/decks/${print.deck.id}/art/${artId}` }),
    page,
    pageCount: layout.pages.length,
    cardCount: print.cards.length,
    side: shown.side,
  };
}
