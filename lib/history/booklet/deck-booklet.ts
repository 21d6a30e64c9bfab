import { requireDeckRole } from "@/lib/decks/access";
import { renderBookletInPool } from "@/lib/print/pdf-pool";
import { bookletData } from "./booklet-data";
import type { BookletPages } from "./render-booklet";

/**
 * The deck's booklet as a PDF and its file name, for a member of the deck (404 for anyone else).
 * Its figures are read here; it is drawn in the PDF worker pool, never on the thread that answers
 * requests (and judges online games).
 */
export async function deckBooklet(userId: string, deckId: string): Promise<{ bytes: Uint8Array; fileName: string; pages: BookletPages }> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const source = await bookletData(deckId);
  const { bytes, pages } = await renderBookletInPool(source);
  const slug = source.deck.name.normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/\s+/g, "-").toLowerCase() || "deck";
  return { bytes, pages, fileName: `${slug}-story.pdf` };
}
