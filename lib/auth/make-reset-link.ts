import { db } from "@/lib/db/client";
import { createResetLink } from "./create-reset-link";
import { emailSchema } from "./schemas";

export type MakeResetLinkResult = { ok: true; link: string } | { ok: false; error: string };

/** For whoever runs the app (`npm run reset-link`), when it can't send email: a reset link for that account. */
export async function makeResetLink(email: string): Promise<MakeResetLinkResult> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "That isn't an email address." };
  const user = await db.user.findUnique({ where: { email: parsed.data }, select: { id: true } });
  if (!user) return { ok: false, error: `No account uses the address ${parsed.data}.` };
  return { ok: true, link: await createResetLink(user.id) };
}
