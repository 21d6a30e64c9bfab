import { db } from "@/lib/db/client";
import { fieldErrors, type FieldErrors } from "@/lib/auth/schemas";
import { changeNameSchema } from "./schemas";

export type ChangeNameResult = { ok: true; name: string } | { ok: false; errors: FieldErrors };

/**
 * Renames the account. Every page reads the name from the database (lib/auth/session.ts), not from
 * the session cookie, so the header and the deck pages show the new name from the next request.
 * Setting the same name again changes nothing, so a retried request is harmless.
 */
export async function changeName(userId: string, input: unknown): Promise<ChangeNameResult> {
  const parsed = changeNameSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const user = await db.user.update({ where: { id: userId }, data: { name: parsed.data.name }, select: { name: true } });
  return { ok: true, name: user.name };
}
