// A browser's side of next-auth's endpoints (/api/auth/csrf, callback/credentials, session, signout),
// called through next-auth's own request handler with the app's options, with a cookie jar.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

/** next-auth's address and secret as an app has them, unless the test set its own (set again for
 *  each test file: tests/integration/setup-database.ts puts the environment back after a file). */
export function nextAuthSite(): string {
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  process.env.NEXTAUTH_SECRET ??= "integration tests' secret";
  return process.env.NEXTAUTH_URL;
}

interface Reply {
  status: number;
  body: unknown;
  location: string | undefined;
}

export class AuthEndpoints {
  readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {
    nextAuthSite();
  }

  async csrfToken(): Promise<string> {
    const reply = await this.call("GET", ["csrf"]);
    return (reply.body as { csrfToken: string }).csrfToken;
  }

  /** Signs in as the sign-in form does; the error is the message the form would show. */
  async signIn(email: string, password: string): Promise<{ ok: boolean; error: string | null }> {
    const url = new URL(await this.signInGoingTo(email, password));
    const error = url.searchParams.get("error");
    return { ok: error === null, error };
  }

  /** Where next-auth sends the browser after a sign-in (to callbackUrl, when one is given). */
  async signInGoingTo(email: string, password: string, callbackUrl?: string): Promise<string> {
    const csrfToken = await this.csrfToken();
    const body = { csrfToken, email, password, json: "true", ...(callbackUrl === undefined ? {} : { callbackUrl }) };
    const reply = await this.call("POST", ["callback", "credentials"], body);
    return (reply.body as { url: string }).url;
  }

  /** The signed-in user's id, or null when next-auth answers as signed out. */
  async sessionUserId(): Promise<string | null> {
    const reply = await this.call("GET", ["session"]);
    return (reply.body as { user?: { id?: string } }).user?.id ?? null;
  }

  async signOut(): Promise<void> {
    const csrfToken = await this.csrfToken();
    await this.call("POST", ["signout"], { csrfToken, callbackUrl: "/", json: "true" });
  }

  async call(method: "GET" | "POST", nextauth: string[], body?: Record<string, string>): Promise<Reply> {
    const setCookies: string[] = [];
    const reply: Reply = { status: 200, body: undefined, location: undefined };
    const res = {
      status(code: number) {
        reply.status = code;
        return res;
      },
      getHeader: (name: string) => (name.toLowerCase() === "set-cookie" ? setCookies.slice() : undefined),
      setHeader(name: string, value: string | string[]) {
        if (name.toLowerCase() === "set-cookie") setCookies.splice(0, setCookies.length, ...[value].flat());
        if (name.toLowerCase() === "location") reply.location = String(value);
        return res;
      },
      send: (data: unknown) => void (reply.body = data),
      json: (data: unknown) => void (reply.body = data),
      end: () => undefined,
    };
    const req = {
      method,
      query: { nextauth },
      body: body ?? {},
      cookies: Object.fromEntries(this.cookies),
      headers: { host: "localhost:3000", ...this.headers, cookie: this.cookieHeader() },
    };
    await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(req, res, authOptions);
    for (const line of setCookies) this.keep(line);
    return reply;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(setCookie: string) {
    const [pair = "", ...attributes] = setCookie.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    const value = decodeURIComponent(pair.slice(at + 1).trim());
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
    if (expired || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
