import { z } from "zod";
import { FieldsError } from "@/lib/actions/problem";
import { checkPassword } from "@/lib/auth/passwords";
import { attemptFailed, attemptSucceeded, startSignInAttempt } from "@/lib/auth/sign-in-throttle";
import { db } from "@/lib/db/client";
import { DeckError } from "@/lib/decks/errors";
import { soleOwnedDecks, type SoleOwnedDeck } from "./sole-owned-decks";

/** What a deleted account is called wherever it is still named: "Recorded by a former member". */
export const FORMER_MEMBER = "a former member";

/** An address nobody can receive mail at or sign in with (.invalid is reserved), unique per account. */
export function formerMemberEmail(userId: string): string {
  return `former-member+${userId}@deleted.invalid`;
}

export const WRONG_PASSWORD = "That isn't your password. Nothing was deleted.";
export const WRONG_EMAIL = "That isn't your email address. Type it as shown above to confirm.";

export const deleteAccountSchema = z.object({
  confirmation: z.string({ error: "Confirm with your password." }).max(400, { error: WRONG_PASSWORD }),
});

/** Refused because some decks would be left without an owner: they are listed. */
export class SoleOwnerError extends DeckError {
  constructor(readonly decks: SoleOwnedDeck[]) {
    super(409, `First hand over or delete the decks only you own: ${decks.map((d) => d.name).join(", ")}.`);
    this.name = "SoleOwnerError";
  }
}

/**
 * Checks the confirmation: the account's password (counted as a sign-in attempt, so it can't be
 * guessed faster than at sign-in), or, for an account without one, its email typed out.
 */
async function checkConfirmation(user: { email: string; passwordHash: string | null }, confirmation: string, address: string) {
  if (!user.passwordHash) {
    if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) throw new FieldsError({ confirmation: WRONG_EMAIL });
    return;
  }
  const { wait, attempt } = await startSignInAttempt(address, user.email);
  if (!attempt) throw new FieldsError({ confirmation: `Too many attempts. Please wait ${wait} seconds and try again.` });
  if (!(await checkPassword(confirmation, user.passwordHash))) {
    await attemptFailed();
    throw new FieldsError({ confirmation: WRONG_PASSWORD });
  }
  await attemptSucceeded(attempt);
}

/**
 * Deletes the account, for good. Under the user's row lock and the locks of every deck they are in
 * (the same deck locks member changes take), it checks again that no deck would be left without an
 * owner, so a co-owner leaving at the same moment can't strand one. It then removes what is only
 * the person's (memberships, reset links, email changes, room seats), ends every session, and keeps
 * the row as a nameless tombstone: the words, games and prints it recorded stay as they were, now
 * "by a former member". The email is free again for a new account. A second request changes nothing.
 */
export async function deleteAccount(userId: string, rawInput: unknown, address: string): Promise<{ deleted: true }> {
  const parsed = deleteAccountSchema.safeParse(rawInput);
  if (!parsed.success) throw new FieldsError({ confirmation: parsed.error.issues[0]?.message ?? WRONG_PASSWORD });
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true, deletedAt: true } });
  if (!user || user.deletedAt) return { deleted: true };
  await checkConfirmation(user, parsed.data.confirmation, address);

  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ deletedAt: Date | null }[]>`
      SELECT "deletedAt" FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
    if (!locked || locked.deletedAt) return { deleted: true as const };
    // In id order, as every lock of several decks must be taken, so two deletions can't deadlock.
    await tx.$queryRaw`
      SELECT d."id" FROM "decks" d JOIN "deck_members" m ON m."deckId" = d."id"
      WHERE m."userId" = ${userId} ORDER BY d."id" FOR UPDATE OF d`;
    const stranded = await soleOwnedDecks(userId, tx);
    if (stranded.length > 0) throw new SoleOwnerError(stranded);

    await tx.deckMember.deleteMany({ where: { userId } });
    await tx.passwordReset.deleteMany({ where: { userId } });
    await tx.emailChange.deleteMany({ where: { userId } });
    await tx.roomSeat.updateMany({ where: { userId }, data: { userId: null } });
    // Its devices go with their browsers' names: a cookie whose row is gone is no session.
    await tx.userSession.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: { name: FORMER_MEMBER, email: formerMemberEmail(userId), passwordHash: null, deletedAt: new Date() },
    });
    return { deleted: true as const };
  });
}

/** How the account confirms its deletion: its password, or its email typed out when it has none (OAuth only). */
export async function deletionConfirmedBy(userId: string): Promise<"password" | "email"> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  return user.passwordHash ? "password" : "email";
}
