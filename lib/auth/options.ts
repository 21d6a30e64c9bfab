import type { NextAuthOptions } from "next-auth";
import type { Provider } from "next-auth/providers/index";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { db } from "@/lib/db/client";
import { checkFreeText } from "@/lib/text/free-text";
import { clientAddress } from "./client-address";
import { safeReturnPath } from "./return-path";
import { NAME_RULES } from "./schemas";
import { SESSION_ENDED, SESSION_MAX_AGE_S, sessionIsLive } from "./check-session";
import { endSession } from "./end-session";
import { startSession } from "./start-session";
import { verifyCredentials } from "./verify-credentials";

/** A provider's name for someone passes the same check as one typed at sign-up, or the email's first part stands in. */
function nameFromProvider(name: string | null | undefined, email: string): string {
  const checked = checkFreeText(name ?? "", NAME_RULES);
  return checked.ok ? checked.text : (email.split("@")[0] ?? email).slice(0, NAME_RULES.max);
}

const credentials = CredentialsProvider({
  name: "Email and password",
  credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
  async authorize(input, req) {
    const result = await verifyCredentials(input, clientAddress(req?.headers));
    if (!result.ok) throw new Error(result.error);
    return result.user;
  },
});

/** OAuth providers switch on when their variables are set (see README). */
function oauthProviders(): Provider[] {
  const providers: Provider[] = [];
  if (process.env.GITHUB_ID && process.env.GITHUB_SECRET) {
    providers.push(GitHubProvider({ clientId: process.env.GITHUB_ID, clientSecret: process.env.GITHUB_SECRET }));
  }
  if (process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET) {
    providers.push(
      GoogleProvider({ clientId: process.env.GOOGLE_CLIENT_ID, clientSecret: process.env.GOOGLE_CLIENT_SECRET }),
    );
  }
  return providers;
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/sign-in" },
  providers: [credentials, ...oauthProviders()],
  callbacks: {
    // next-auth's default lets through any value starting with "/", including "/\tevil.example".
    redirect({ url, baseUrl }) {
      return `${baseUrl}${safeReturnPath(url, { origin: baseUrl, fallback: "/" })}`;
    },
    async signIn({ user, account }) {
      if (!account || account.type === "credentials") return true;
      // An OAuth sign-in becomes (or joins) the account with the same verified email.
      if (!user.email) return false;
      const email = user.email.toLowerCase();
      const saved = await db.user.upsert({
        where: { email },
        update: {},
        create: { email, name: nameFromProvider(user.name, email) },
      });
      user.id = saved.id;
      return true;
    },
    async jwt({ token, user }) {
      if (user) {
        const sid = await startSession(user.id);
        if (sid === null) throw new Error(SESSION_ENDED);
        token.sub = user.id;
        token.name = user.name;
        token.sid = sid;
        return token;
      }
      // Thrown, next-auth clears the cookie and answers as signed out. Cookies from before sessions
      // had rows carry no sid, and count as ended.
      if (!(await sessionIsLive(token.sid, token.sub))) throw new Error(SESSION_ENDED);
      return token;
    },
    // The token keeps the name and email from sign-in, which the account page can change since:
    // the session says only who is signed in, and every page reads the rest from the database.
    async session({ session, token }) {
      return { expires: session.expires, user: { id: token.sub ?? "" } };
    },
  },
  events: {
    async signOut({ token }) {
      await endSession(token?.sid, token?.sub);
    },
  },
};
