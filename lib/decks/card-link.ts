import { z } from "zod";
import { normaliseLinkCode } from "@/lib/cards/link-code";
import { db } from "@/lib/db/client";
import { deckAccess, type DeckMembership } from "./access";

const cardLinkSchema = z.object({ linkCode: z.string() });

/** The card a link code names, with the asker's role on its deck; null for a code that names no card. */
async function findLinkedCard(userId: string, raw: unknown): Promise<(DeckMembership & { cardId: string }) | null> {
  const parsed = cardLinkSchema.safeParse(raw);
  const linkCode = parsed.success ? normaliseLinkCode(parsed.data.linkCode) : null;
  if (!linkCode) return null;
  const card = await db.card.findUnique({
    where: { linkCode },
    select: { id: true, deckId: true, deck: { select: { members: { where: { userId }, select: { role: true } } } } },
  });
  return card ? { deckId: card.deckId, cardId: card.id, role: card.deck.members[0]?.role ?? null } : null;
}

/**
 * Where a card's short link (`/c/<linkCode>`, its printed QR code) leads: the card's page. A code
 * of a card in a deck the asker can't see gets the same "not found" as a code of no card at all,
 * so the link codes printed on one family's cards tell a stranger nothing.
 */
export async function cardPageOfLink(userId: string, linkCode: string): Promise<string> {
  const { found } = await deckAccess(userId, { linkCode }, { schema: cardLinkSchema, role: "VIEWER", findDeck: findLinkedCard, what: "That card" });
  return `/decks/${found.deckId}/cards/${found.cardId}`;
}
