import { requireDeckRole } from "@/lib/decks/access";
import { bookletInPool } from "@/lib/print/pdf-pool";
import type { BookletPages } from "./render-booklet";

/**
 * The deck's booklet as a PDF and its file name, for a member of the deck (404 for anyone else).
 * Who is asking is checked here; the booklet is read and drawn in the PDF worker pool, never on
 * the thread that answers requests (and judges online games).
 */
export async function deckBooklet(userId: string, deckId: string): Promise<{ bytes: Uint8Array; fileName: string; pages: BookletPages }> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const { bytes, pages, deckName } = await bookletInPool(deckId);
  const slug = deckName.normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/\s+/g, "-").toLowerCase() || "deck";
  return { bytes, pages, fileName: `${slug}-story.pdf` };
}
