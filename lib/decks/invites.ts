import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { mailConfigured } from "@/lib/mail/send-mail";
import { deckAccess, requireDeckRole } from "./access";
import { DeckError, gone, invalid, notFound } from "./errors";
import { lockDeck } from "./history";
import { checkInviteEmailAllowance, inviteEmailSchema, NO_INVITE_EMAIL, sendInviteEmail } from "./invite-email";
import { parseInput } from "./parse-input";
import { roleAtLeast } from "./roles";

const DAY_MS = 24 * 60 * 60 * 1000;

const UNKNOWN_LINK = "This invite link doesn't work. Check you copied all of it, or ask for a new one.";
const EXPIRED_LINK = "This invite link has expired. Ask the person who sent it for a new one.";
const REVOKED_LINK = "This invite link was withdrawn by the deck's owners. Ask them for a new one if you still need it.";

const roleSchema = z.enum(["OWNER", "EDITOR", "VIEWER"], { error: "Choose a role for the person you invite." });

export const createInviteSchema = z.object({
  deckId: z.string().min(1),
  role: roleSchema,
  expiresInDays: z
    .number({ error: "Say how many days the link should work (1 to 30)." })
    .int({ error: "Say a whole number of days (1 to 30)." })
    .min(1, { error: "The link must work for at least 1 day." })
    .max(30, { error: "The link can work for at most 30 days." }),
  emailTo: inviteEmailSchema,
});

export const revokeInviteSchema = z.object({ deckId: z.string().min(1), inviteId: z.string().min(1) });

/** 32 random bytes in base64url: 43 characters. Anything else can't be a token we made. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const acceptInviteSchema = z.object({ token: z.string() });

/** Only this digest is stored, so a copy of the database doesn't hand out working links. */
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Makes an invite link for a deck (owners only). The token is returned this once: the page builds
 * the link `/invite/<token>` from it, and only its sha256 is kept. A link can be used by anyone who
 * has it, any number of times, until it expires or an owner revokes it. With `emailTo`, the link is
 * also emailed there now, the only time the token is known (lib/decks/invite-email.ts).
 */
export async function createInvite(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: createInviteSchema, role: "OWNER" });
  const { emailTo } = input;
  if (emailTo && !mailConfigured()) throw invalid(NO_INVITE_EMAIL);
  const token = randomBytes(32).toString("base64url");
  const invite = await db.$transaction(async (tx) => {
    if (emailTo) await checkInviteEmailAllowance(tx, userId);
    return tx.deckInvite.create({
      data: {
        deckId: input.deckId,
        tokenHash: hashToken(token),
        role: input.role,
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        createdById: userId,
      },
      select: { id: true, role: true, expiresAt: true },
    });
  });
  const emailed = emailTo
    ? {
        to: emailTo,
        sent: await sendInviteEmail({ to: emailTo, token, deckId: input.deckId, inviterId: userId, role: invite.role, days: input.expiresInDays }),
      }
    : null;
  return { inviteId: invite.id, token, role: invite.role, expiresAt: invite.expiresAt, emailed };
}

type InviteRow = { revokedAt: Date | null; expiresAt: Date };

/** The invite, if its link still works; otherwise a refusal saying why. */
function usable<T extends InviteRow>(invite: T | null, now = new Date()): T {
  if (!invite) throw new DeckError(404, UNKNOWN_LINK);
  if (invite.revokedAt) throw gone(REVOKED_LINK);
  if (invite.expiresAt <= now) throw gone(EXPIRED_LINK);
  return invite;
}

/** What the invite page shows before someone joins: 404 for an unknown link, 410 for a dead one. */
export async function inviteInfo(token: string) {
  if (!tokenSchema.safeParse(token).success) throw new DeckError(404, UNKNOWN_LINK);
  const found = await db.deckInvite.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      deckId: true,
      role: true,
      expiresAt: true,
      revokedAt: true,
      deck: { select: { name: true } },
      createdBy: { select: { name: true } },
    },
  });
  const invite = usable(found);
  return {
    deckId: invite.deckId,
    deckName: invite.deck.name,
    role: invite.role,
    inviterName: invite.createdBy.name,
    expiresAt: invite.expiresAt,
  };
}

/**
 * Joins the deck through an invite link. Someone already in the deck keeps the higher of their role
 * and the link's (an owner is never downgraded by a viewer link), so accepting twice changes nothing.
 * Runs under the deck's lock, like every change to the deck's members.
 */
export async function acceptInvite(userId: string, rawInput: unknown): Promise<{ deckId: string; role: DeckRole; joined: boolean }> {
  const { token } = parseInput(acceptInviteSchema, rawInput, UNKNOWN_LINK);
  if (!tokenSchema.safeParse(token).success) throw new DeckError(404, UNKNOWN_LINK);
  const tokenHash = hashToken(token);
  return db.$transaction(async (tx) => {
    const first = await tx.deckInvite.findUnique({ where: { tokenHash }, select: { deckId: true } });
    if (!first) throw new DeckError(404, UNKNOWN_LINK);
    await lockDeck(tx, first.deckId);
    // Read again under the lock, so a revoke that just committed is seen.
    const { deckId, role } = usable(await tx.deckInvite.findUnique({ where: { tokenHash } }));

    const member = await tx.deckMember.findUnique({ where: { deckId_userId: { deckId, userId } } });
    if (!member) {
      await tx.deckMember.create({ data: { deckId, userId, role } });
      return { deckId, role, joined: true };
    }
    if (roleAtLeast(member.role, role)) return { deckId, role: member.role, joined: false };
    await tx.deckMember.update({ where: { deckId_userId: { deckId, userId } }, data: { role } });
    return { deckId, role, joined: false };
  });
}

/** Stops a link from working (owners only). Revoking a revoked link changes nothing. */
export async function revokeInvite(userId: string, rawInput: unknown): Promise<{ inviteId: string }> {
  const { input } = await deckAccess(userId, rawInput, { schema: revokeInviteSchema, role: "OWNER" });
  const revoked = await db.deckInvite.updateMany({
    where: { id: input.inviteId, deckId: input.deckId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (revoked.count === 0) {
    const exists = await db.deckInvite.findFirst({ where: { id: input.inviteId, deckId: input.deckId }, select: { id: true } });
    if (!exists) throw notFound("That invite");
  }
  return { inviteId: input.inviteId };
}

/** The links that still work, newest first (owners only). Tokens aren't kept, so none are shown. */
export async function listInvites(userId: string, deckId: string) {
  await requireDeckRole(userId, deckId, "OWNER");
  return db.deckInvite.findMany({
    where: { deckId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { id: true, role: true, expiresAt: true, createdAt: true, createdBy: { select: { name: true } } },
  });
}
