import { headers } from "next/headers";

/** The host the browser asked for: the proxy's forwarded host when there is one, else Host. */
function ownHost(requestHeaders: Headers): string | null {
  const host = requestHeaders.get("x-forwarded-host")?.split(",")[0] ?? requestHeaders.get("host");
  return host ? host.trim().toLowerCase() : null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The site's address as the browser sees it, for the card links printed as QR codes. */
export async function siteOrigin(): Promise<string> {
  const requestHeaders = await headers();
  const host = ownHost(requestHeaders) ?? "localhost";
  const proto = requestHeaders.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}

/**
 * Where a request says it comes from. "own": a page of this origin. "elsewhere": a page of another
 * origin (another port or subdomain of the same site counts: the browser sends the user's cookie to
 * it all the same). "unknown": it says nothing, or the person typed the address themselves.
 * Browsers send Origin with writes; when it is missing, Sec-Fetch-Site, then the Referer.
 */
function requestSource(request: Request): "own" | "elsewhere" | "unknown" {
  const own = ownHost(request.headers);
  const origin = request.headers.get("origin");
  if (origin !== null) return own !== null && hostOf(origin) === own ? "own" : "elsewhere";
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "same-origin") return "own";
  if (fetchSite === "same-site" || fetchSite === "cross-site") return "elsewhere";
  if (fetchSite !== null) return "unknown";
  const referer = request.headers.get("referer");
  if (referer !== null) return own !== null && hostOf(referer) === own ? "own" : "elsewhere";
  return "unknown";
}

/**
 * Whether a request would change something on behalf of a page that isn't ours. A write (anything
 * but GET and HEAD) must show it comes from our own pages; one that shows nothing is refused.
 * A read changes nothing, unless the route says it does (a PDF download records the deck's print):
 * then a read that shows it comes from another origin is refused too, while one typed or bookmarked
 * by the person is not. Server actions get the write check from Next.js itself.
 */
export function isCrossOriginWrite(request: Request, options: { readsChangeSomething?: boolean } = {}): boolean {
  if (request.method === "GET" || request.method === "HEAD") return options.readsChangeSomething === true && requestSource(request) === "elsewhere";
  return requestSource(request) !== "own";
}
