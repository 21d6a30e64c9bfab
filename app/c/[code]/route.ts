import { runRoute } from "@/lib/actions/run-route";
import { getCurrentUser, signInPath } from "@/lib/auth/session";
import { cardLinkPath } from "@/lib/cards/link-code";
import { cardPageOfLink } from "@/lib/decks/card-link";

const redirectTo = (location: string) => new Response(null, { status: 307, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * A card's short link, as its printed QR code holds it: on to the card's page. Signed out, sign in
 * first and come back here (whatever the code: that says nothing of it); a card of a deck you
 * can't see answers as a code of no card does (404).
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!(await getCurrentUser())) return redirectTo(signInPath(cardLinkPath(encodeURIComponent(code))));
  return runRoute(request, async (user) => redirectTo(await cardPageOfLink(user.id, code)));
}
