import { zipOrder } from "@/lib/print/order-zip";
import { prepareOrder } from "./prepare-order";
import { deckFileName } from "./print-deck-pdf";

/**
 * A deck ready to order from a print-on-demand service, as one .zip streamed to the browser as it
 * is made (lib/print/order-zip.ts), once prepareOrder has checked who asks and what they ask for.
 */
export async function orderDeckZip(userId: string, rawInput: unknown) {
  const order = await prepareOrder(userId, rawInput);
  return { ...(await zipOrder(order)), fileName: deckFileName(order.deck.name, `${order.spec.size}-cards`, "zip") };
}
