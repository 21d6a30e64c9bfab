import { z } from "zod";
import { cardName } from "@/lib/cards/deck-composition";
import { deckAccess } from "@/lib/decks/access";
import { orderImageNames, orderReadme } from "@/lib/print/order-files";
import { calendarDayIn } from "@/lib/time/family-time";
import { orderPrintRequest, parseOrderRequest } from "./order-request";
import { preparePrint } from "./prepare-print";

export const prepareOrderSchema = z.object({
  deckId: z.string().min(1),
  /** The order's query string (order-request.ts). */
  request: z.string().max(2000, "That order isn't valid."),
});

/**
 * Everything an order's files need, read once: who may (the print page's access: any member, a
 * stranger gets 404 before anything else is read), the order's spec (a bad one is refused, 400,
 * before anything is made), every card of the deck in deck order with its pictures and back, drawn
 * in the print page's look (its theme, back pattern, back picture and QR codes), the images'
 * names and the README.txt. An order is not the deck's print: nothing is recorded.
 */
export async function prepareOrder(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: prepareOrderSchema, role: "VIEWER" });
  const spec = parseOrderRequest(input.request);
  const print = await preparePrint(userId, { deckId: input.deckId, request: orderPrintRequest(input.request) });
  const names = orderImageNames(print.cards.length, spec.format);
  const readme = orderReadme({
    deckName: print.deck.name,
    cards: print.cards.map((card) => ({ name: cardName(card), word: card.word })),
    spec,
    madeOn: calendarDayIn(new Date(), print.deck.timeZone),
  });
  return { deck: print.deck, cards: print.cards, options: print.options, spec, names, readme, query: input.request };
}
