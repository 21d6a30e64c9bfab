import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** This device's session: the id of its row in user_sessions (lib/auth/check-session.ts). */
    sid?: string;
  }
}
