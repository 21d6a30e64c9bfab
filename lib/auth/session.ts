import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { authOptions } from "./options";
import { safeReturnPath } from "./return-path";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
}

/**
 * The signed-in user, or null. A session whose user no longer exists counts as signed out.
 * Cached per request, so the header and the page ask the database once.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(authOptions);
  const id = session?.user?.id;
  if (!id) return null;
  return db.user.findUnique({ where: { id }, select: { id: true, name: true, email: true } });
});

/** For pages that need a user: sends everyone else to sign in, and back to `returnTo` afterwards. */
export async function requireUser(returnTo: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/sign-in?callbackUrl=${encodeURIComponent(safeReturnPath(returnTo))}`);
  return user;
}
