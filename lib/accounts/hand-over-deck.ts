import { z } from "zod";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { changeRole } from "@/lib/decks/members";

const CHOOSE = "Choose who to hand the deck to.";

export const handOverDeckSchema = z.object({
  deckId: z.string().min(1),
  memberUserId: z.string({ error: CHOOSE }).min(1, { error: CHOOSE }).max(100, { error: CHOOSE }),
});

/**
 * Makes another member of the deck an owner, so the person leaving no longer owns it alone. Only an
 * owner may, and only to someone already in that deck: it is the members page's role change, under
 * the same lock and checks (lib/decks/members.ts changeRole). Handing it over twice changes nothing.
 */
export async function handOverDeck(userId: string, rawInput: unknown): Promise<{ memberUserId: string }> {
  const { input } = await deckAccess(userId, rawInput, { schema: handOverDeckSchema, role: "OWNER" });
  if (input.memberUserId === userId) throw invalid("Choose another member of the deck to hand it to.");
  const changed = await changeRole(userId, { deckId: input.deckId, memberUserId: input.memberUserId, role: "OWNER" });
  return { memberUserId: changed.memberUserId };
}
