import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The user's session version when this session started (lib/auth/session-version.ts). */
    sessionVersion?: number;
  }
}
