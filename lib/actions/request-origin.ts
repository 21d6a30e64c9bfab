import { trustedProxyCount } from "@/lib/auth/client-address";

/** What a write from another site's page is answered (403), by routes and server actions alike. */
export const CROSS_ORIGIN_REFUSED = "This request came from another site, so nothing was changed.";

/**
 * The host the browser asked for: Host, or the forwarded host our own proxy wrote when TRUST_PROXY
 * says there is one (as for sign-in throttling, lib/auth/client-address.ts). Without it anyone can
 * send X-Forwarded-Host, so it counts for nothing.
 */
function ownHost(requestHeaders: Headers, proxies = trustedProxyCount()): string | null {
  const forwarded = proxies > 0 ? requestHeaders.get("x-forwarded-host")?.split(",")[0] : undefined;
  const host = forwarded ?? requestHeaders.get("host");
  return host ? host.trim().toLowerCase() : null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
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
 * by the person is not. Server actions are checked by isCrossOriginAction.
 */
export function isCrossOriginWrite(request: Request, options: { readsChangeSomething?: boolean } = {}): boolean {
  if (request.method === "GET" || request.method === "HEAD") return options.readsChangeSomething === true && requestSource(request) === "elsewhere";
  return requestSource(request) !== "own";
}

/**
 * Whether a server action was posted by another origin's page: its Origin names another host (or
 * is "null", a sandboxed frame's). Checked in proxy.ts before Next.js's own check, which would trust
 * any X-Forwarded-Host and answer a bare 500. A request without an Origin is let through, as Next.js
 * does: every browser sends one with a server action, so such a request comes from no victim's browser.
 */
export function isCrossOriginAction(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const own = ownHost(request.headers);
  return own === null || hostOf(origin) !== own;
}

