import { db } from "@/lib/db/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { forbidden, notFound } from "./errors";
import { NEEDS, roleAtLeast } from "./roles";

export async function deckRole(userId: string, deckId: string): Promise<DeckRole | null> {
  const member = await db.deckMember.findUnique({
    where: { deckId_userId: { deckId, userId } },
    select: { role: true },
  });
  return member?.role ?? null;
}

/**
 * Every page, action and route about a deck starts here. Someone who isn't a member gets "not
 * found" (404), so deck ids can't be probed; a member with too low a role gets 403.
 */
export async function requireDeckRole(userId: string, deckId: string, minimum: DeckRole): Promise<DeckRole> {
  const role = await deckRole(userId, deckId);
  if (!role) throw notFound();
  if (!roleAtLeast(role, minimum)) throw forbidden(NEEDS[minimum]);
  return role;
}
