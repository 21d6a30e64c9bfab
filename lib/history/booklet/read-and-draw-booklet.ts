import { bookletData } from "./booklet-data";
import { bookletLook } from "./booklet-look";
import { withStories } from "./booklet-stories";
import { cardsDrawn, renderBooklet, type RenderedBooklet } from "./render-booklet";

/**
 * The deck's booklet read and drawn, in a PDF worker (lib/print/pdf-worker.mjs): its figures read
 * through the worker's own small connection pool (lib/db/client.ts), its stories parsed, the look
 * and pictures of the cards it draws read, its pages drawn. None of it runs on the thread that
 * answers requests, which only checks who is asking.
 */
export async function readAndDrawBooklet(deckId: string): Promise<RenderedBooklet & { deckName: string }> {
  const source = await bookletData(deckId);
  const data = withStories(source);
  const look = await bookletLook(deckId, cardsDrawn(data));
  return { ...(await renderBooklet(data, look)), deckName: source.deck.name };
}
