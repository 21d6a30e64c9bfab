import { NextResponse, type NextRequest } from "next/server";
import { CROSS_ORIGIN_REFUSED, isCrossOriginAction } from "@/lib/actions/request-origin";
import { addressProblem } from "@/lib/http/address-check";
import { contentSecurityPolicy, newNonce } from "@/lib/http/content-security-policy";

function refusal(status: number, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * Runs before every page, route and server action: refuses an address no page can answer and a
 * server action posted by another site's page (each in plain words, where Next.js would answer
 * with a bare 500), then gives the response its Content-Security-Policy with a fresh nonce, which
 * Next.js reads from the request to mark its own scripts.
 */
export function proxy(request: NextRequest) {
  const badAddress = addressProblem(request.nextUrl);
  if (badAddress) return refusal(400, badAddress);
  if (request.headers.has("next-action") && isCrossOriginAction(request)) return refusal(403, CROSS_ORIGIN_REFUSED);

  const policy = contentSecurityPolicy(newNonce(), { development: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Next.js's own files (built, hashed, fetched by its scripts) need none of this. Nor do the three
  // routes that take uploads, which refuse other sites' writes themselves (runRoute): Next.js reads
  // the whole body of every request its proxy runs for before the route sees it (keeping 10 MB), so
  // an upload's own limit, which stops reading at its first byte too many, would come too late.
  matcher: "/((?!_next/static|_next/image|decks/import/file$|decks/[^/]+/print/back-image$|decks/[^/]+/design/pictures$).*)",
};
