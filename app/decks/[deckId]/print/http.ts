import { headers } from "next/headers";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { DeckError } from "@/lib/decks/errors";

/** The site's address as the browser sees it, for the card links printed as QR codes. */
export async function siteOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}

function problem(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The one way the print routes run: signed-out requests get 401, domain refusals their status
 * and message as JSON ({ error }), anything unexpected a plain 500 (logged here).
 */
export async function printRoute(work: (user: CurrentUser) => Promise<Response>): Promise<Response> {
  const user = await getCurrentUser();
  if (!user) return problem(401, "Your session has ended. Please sign in again.");
  try {
    return await work(user);
  } catch (error) {
    if (error instanceof DeckError) return problem(error.status, error.message);
    console.error(error);
    return problem(500, "Something went wrong on our side. Please try again.");
  }
}

/** A PDF download named after the deck. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
