import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { siteLink } from "@/lib/mail/site-url";
import { sendMail } from "@/lib/mail/send-mail";
import { deckInviteMail } from "@/lib/mail/templates";
import { invalid } from "./errors";
import { A_ROLE, ROLE_CAN } from "./members";

/**
 * Invite links can also be emailed, which makes the app a way to send email to any address. So an
 * account may make at most this many invite links a day once one is to be emailed (every link made
 * counts: the database keeps invites, not which were emailed). A family never needs more.
 */
export const INVITE_EMAILS_PER_DAY = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const NO_INVITE_EMAIL = "This copy of Snap Legacy can't send email: copy the link and send it yourself.";
export const TOO_MANY_INVITE_EMAILS = `You have made ${INVITE_EMAILS_PER_DAY} invite links in the last day, the most that can be emailed. Make this one without an email address and send it yourself, or email it tomorrow.`;

/** "Email it to": optional, so an empty field means no email. */
export const inviteEmailSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  emailSchema.optional(),
);

/**
 * Refuses (changing nothing) when the account has made its day's share of invite links. Runs in the
 * transaction that makes the invite, with the inviter's row locked, so links asked for at once are
 * counted one after the other.
 */
export async function checkInviteEmailAllowance(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
  const made = await tx.deckInvite.count({ where: { createdById: userId, createdAt: { gte: new Date(Date.now() - DAY_MS) } } });
  if (made >= INVITE_EMAILS_PER_DAY) throw invalid(TOO_MANY_INVITE_EMAILS);
}

/**
 * Sends a new invite's link (built on the configured site, never a request's Host) to `to`, naming
 * the deck and who invited. True when the mail server took it; a failure is logged, and the person
 * inviting still has the link on screen to send themselves.
 */
export async function sendInviteEmail(options: {
  to: string;
  token: string;
  deckId: string;
  inviterId: string;
  role: DeckRole;
  days: number;
}): Promise<boolean> {
  const [deck, inviter] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: options.deckId }, select: { name: true } }),
    db.user.findUniqueOrThrow({ where: { id: options.inviterId }, select: { name: true } }),
  ]);
  const mail = deckInviteMail(options.to, {
    deckName: deck.name,
    inviterName: inviter.name,
    aRole: A_ROLE[options.role],
    roleCan: ROLE_CAN[options.role],
    link: siteLink(`/invite/${options.token}`),
    days: options.days,
  });
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    console.error("The invite email could not be sent:", error);
    return false;
  }
}
