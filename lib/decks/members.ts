import { z } from "zod";
import { db } from "@/lib/db/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { deckAccess, requireDeckRole } from "./access";
import { conflict, forbidden, notFound } from "./errors";
import { lockDeck, type Tx } from "./history";
import { NEEDS, roleAtLeast } from "./roles";

export const LAST_OWNER = "A deck needs at least one owner: make someone else an owner first.";

/** What each role lets a member do, in the words the sharing pages use. */
export const ROLE_CAN: Record<DeckRole, string> = {
  OWNER: "can write words, invite people and manage who is in the deck",
  EDITOR: "can write words on the cards and record games",
  VIEWER: "can look at the deck and its story, but not write on it",
};

/** "an editor": a role in a sentence. */
export const A_ROLE: Record<DeckRole, string> = { OWNER: "an owner", EDITOR: "an editor", VIEWER: "a viewer" };

export const changeRoleSchema = z.object({
  deckId: z.string().min(1),
  memberUserId: z.string().min(1),
  role: z.enum(["OWNER", "EDITOR", "VIEWER"], { error: "Choose a role." }),
});

export const removeMemberSchema = z.object({ deckId: z.string().min(1), memberUserId: z.string().min(1) });

/** Who is in the deck (any member may see). Email addresses are shown to owners only. */
export async function listMembers(userId: string, deckId: string) {
  const yourRole = await requireDeckRole(userId, deckId, "VIEWER");
  const [deck, members] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true } }),
    db.deckMember.findMany({
      where: { deckId },
      orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
      select: { role: true, createdAt: true, user: { select: { id: true, name: true, email: true } } },
    }),
  ]);
  if (!deck) throw notFound();
  const isOwner = yourRole === "OWNER";
  return {
    deck,
    yourRole,
    ownerCount: members.filter((m) => m.role === "OWNER").length,
    members: members.map((m) => ({
      userId: m.user.id,
      name: m.user.name,
      email: isOwner ? m.user.email : null,
      role: m.role,
      joinedAt: m.createdAt,
      isYou: m.user.id === userId,
    })),
  };
}

/**
 * Member changes run under the deck's lock (lib/decks/history.ts lockDeck), and the acting user's
 * role and the number of owners are read after taking it. So two owners demoting each other at the
 * same moment can't leave the deck without an owner: the second one is refused.
 */
async function lockedMembers(tx: Tx, deckId: string, actingUserId: string, memberUserId: string) {
  await lockDeck(tx, deckId);
  const members = await tx.deckMember.findMany({ where: { deckId }, select: { userId: true, role: true } });
  const acting = members.find((m) => m.userId === actingUserId);
  if (!acting) throw notFound();
  const target = members.find((m) => m.userId === memberUserId);
  const owners = members.filter((m) => m.role === "OWNER").length;
  return { acting, target, owners };
}

/** Gives a member another role (owners only). The last owner can't be demoted. */
export async function changeRole(userId: string, rawInput: unknown): Promise<{ memberUserId: string; role: DeckRole }> {
  const { input } = await deckAccess(userId, rawInput, { schema: changeRoleSchema, role: "OWNER" });
  return db.$transaction(async (tx) => {
    const { acting, target, owners } = await lockedMembers(tx, input.deckId, userId, input.memberUserId);
    if (!roleAtLeast(acting.role, "OWNER")) throw forbidden(NEEDS.OWNER);
    if (!target) throw notFound("That member");
    if (target.role === input.role) return { memberUserId: target.userId, role: target.role };
    if (target.role === "OWNER" && owners <= 1) throw conflict(LAST_OWNER);
    await tx.deckMember.update({
      where: { deckId_userId: { deckId: input.deckId, userId: input.memberUserId } },
      data: { role: input.role },
    });
    return { memberUserId: input.memberUserId, role: input.role };
  });
}

/**
 * Takes someone out of the deck: owners may remove anyone, and every member may remove themselves
 * (leaving). The last owner can neither be removed nor leave. Their players and the words they
 * recorded stay in the deck's history.
 */
export async function removeMember(userId: string, rawInput: unknown): Promise<{ memberUserId: string; left: boolean }> {
  // Any member may leave; only owners may remove someone else.
  const { input, role } = await deckAccess(userId, rawInput, { schema: removeMemberSchema, role: "VIEWER" });
  const leaving = input.memberUserId === userId;
  if (!leaving && !roleAtLeast(role, "OWNER")) throw forbidden(NEEDS.OWNER);
  return db.$transaction(async (tx) => {
    const { acting, target, owners } = await lockedMembers(tx, input.deckId, userId, input.memberUserId);
    if (!leaving && !roleAtLeast(acting.role, "OWNER")) throw forbidden(NEEDS.OWNER);
    if (!target) throw notFound("That member");
    if (target.role === "OWNER" && owners <= 1) throw conflict(LAST_OWNER);
    await tx.deckMember.delete({ where: { deckId_userId: { deckId: input.deckId, userId: input.memberUserId } } });
    return { memberUserId: input.memberUserId, left: leaving };
  });
}
