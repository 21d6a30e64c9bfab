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
 * Whether a request would change something on behalf of a page of another origin (another port
 * or subdomain of the same site counts: the browser sends the user's cookie to it all the same).
 * Reading (GET, HEAD) is always allowed. A write must show where it comes from: its Origin, or
 * when a browser leaves that out, Sec-Fetch-Site or the Referer; one that shows none is refused.
 * Server actions get the same check from Next.js itself.
 */
export function isCrossOriginWrite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const own = ownHost(request.headers);
  if (!own) return true;
  const origin = request.headers.get("origin");
  if (origin !== null) return hostOf(origin) !== own;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite !== "same-origin";
  const referer = request.headers.get("referer");
  if (referer !== null) return hostOf(referer) !== own;
  return true;
}
