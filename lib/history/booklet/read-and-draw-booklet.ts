import { bookletData } from "./booklet-data";
import { withStories } from "./booklet-stories";
import { renderBooklet, type RenderedBooklet } from "./render-booklet";

/**
 * The deck's booklet read and drawn, in a PDF worker (lib/print/pdf-worker.mjs): its figures read
 * through the worker's own small connection pool (lib/db/client.ts), its stories parsed, its pages
 * drawn. None of it runs on the thread that answers requests, which only checks who is asking.
 */
export async function readAndDrawBooklet(deckId: string): Promise<RenderedBooklet & { deckName: string }> {
  const source = await bookletData(deckId);
  return { ...(await renderBooklet(withStories(source))), deckName: source.deck.name };
}
