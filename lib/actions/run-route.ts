import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { problemFor, SIGNED_OUT, type Problem } from "./problem";
import { CROSS_ORIGIN_REFUSED, isCrossOriginWrite } from "./request-origin";

const CROSS_ORIGIN: Problem = { status: 403, error: CROSS_ORIGIN_REFUSED };

function problemResponse(problem: Problem): Response {
  return Response.json({ error: problem.error }, { status: problem.status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The one way route handlers run: a write from another origin is refused before anything else
 * (and so is a read from another origin's page, for a route whose reads change something), signed-out
 * requests get 401, and every failure goes through the boundary shared with server actions
 * (lib/actions/problem.ts), answered as JSON ({ error }).
 */
export async function runRoute(
  request: Request,
  work: (user: CurrentUser) => Promise<Response>,
  options: { readsChangeSomething?: boolean } = {},
): Promise<Response> {
  if (isCrossOriginWrite(request, options)) return problemResponse(CROSS_ORIGIN);
  try {
    const user = await getCurrentUser();
    if (!user) return problemResponse(SIGNED_OUT);
    return await work(user);
  } catch (error) {
    return problemResponse(problemFor(error));
  }
}
