/**
 * Where to send someone after they sign in. Every callbackUrl (the sign-in and sign-up pages, and
 * next-auth's own redirect callback) goes through here, so only a path on this site comes out.
 *
 * Browsers forgive a lot when they read a URL (they drop tabs and newlines, read "\" as "/", and take
 * "//host" as another site), so the value is parsed the way a browser would and only its path on our
 * own origin is kept; anything that parses to another origin, or to a path a browser would read as
 * another host, falls back.
 */
const DEFAULT_RETURN_PATH = "/decks";
const MAX_RETURN_PATH_LENGTH = 2000;
/** An origin no request can come from: a relative value resolves against it and nothing else does. */
const RELATIVE_BASE = "http://return-path.invalid";
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/u;
/** A path from the site's root, or an absolute http(s) address (kept only when it is our own). */
const PATH_OR_WEB_ADDRESS = /^(\/|https?:\/\/)/i;

export function safeReturnPath(
  value: string | null | undefined,
  { fallback = DEFAULT_RETURN_PATH, origin }: { fallback?: string; origin?: string } = {},
): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (CONTROL_OR_SPACE.test(value) || !PATH_OR_WEB_ADDRESS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, RELATIVE_BASE);
  } catch {
    return fallback;
  }
  const ownOrigin = origin ? originOf(origin) : null;
  if (url.origin !== RELATIVE_BASE && url.origin !== ownOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

/** This site's origin as people reach it (NEXTAUTH_URL), so an absolute link to ourselves is kept. */
export function siteOrigin(): string | undefined {
  return originOf(process.env.NEXTAUTH_URL ?? "") ?? undefined;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
