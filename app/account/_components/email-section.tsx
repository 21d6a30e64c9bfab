import type { CurrentUser } from "@/lib/auth/session";

/** Contract stub: replaced by the part of issue 16 that builds it. */
export async function EmailSection({ user }: { user: CurrentUser }) {
  void user;
  return null;
}
