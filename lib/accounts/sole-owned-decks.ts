import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";

export interface SoleOwnedDeck {
  id: string;
  name: string;
  /** Everyone else in the deck, who could be handed it (none: it can only be deleted). */
  others: { userId: string; name: string; role: DeckRole }[];
}

/**
 * The decks the person is the only owner of: each must be handed to another member or deleted
 * before the account can go. One query, whatever the number of decks.
 */
export async function soleOwnedDecks(userId: string, client: Prisma.TransactionClient = db): Promise<SoleOwnedDeck[]> {
  const decks = await client.deck.findMany({
    where: {
      members: { some: { userId, role: "OWNER" }, none: { role: "OWNER", userId: { not: userId } } },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      members: {
        where: { userId: { not: userId } },
        orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
        select: { role: true, user: { select: { id: true, name: true } } },
      },
    },
  });
  return decks.map((deck) => ({
    id: deck.id,
    name: deck.name,
    others: deck.members.map((m) => ({ userId: m.user.id, name: m.user.name, role: m.role })),
  }));
}
