import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { runHeavy } from "@/lib/limits/heavy-request";
import type { HeavyKind } from "@/lib/limits/limits";
import { problemFor, SIGNED_OUT, type Problem } from "./problem";
import { CROSS_ORIGIN_REFUSED, isCrossOriginWrite } from "./request-origin";

const CROSS_ORIGIN: Problem = { status: 403, error: CROSS_ORIGIN_REFUSED };

function problemResponse(problem: Problem, request?: Request): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (problem.retryAfterS) headers["Retry-After"] = String(problem.retryAfterS);
  // A download link followed in the browser shows the message as a page of its own, not as JSON.
  if (request?.headers.get("sec-fetch-mode") === "navigate") {
    return new Response(problem.error, { status: problem.status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  return Response.json({ error: problem.error }, { status: problem.status, headers });
}

/**
 * The one way route handlers run: a write from another origin is refused before anything else
 * (and so is a read from another origin's page, for a route whose reads change something), signed-out
 * requests get 401, a heavy route (`heavy`: its kind) runs within lib/limits's limits for the
 * account, and every failure goes through the boundary shared with server actions
 * (lib/actions/problem.ts), answered as JSON ({ error }), or as plain text to a browser that
 * followed a link.
 */
export async function runRoute(
  request: Request,
  work: (user: CurrentUser) => Promise<Response>,
  options: { readsChangeSomething?: boolean; heavy?: HeavyKind } = {},
): Promise<Response> {
  if (isCrossOriginWrite(request, options)) return problemResponse(CROSS_ORIGIN, request);
  try {
    const user = await getCurrentUser();
    if (!user) return problemResponse(SIGNED_OUT, request);
    const { heavy } = options;
    return heavy ? await runHeavy(user.id, heavy, () => work(user)) : await work(user);
  } catch (error) {
    return problemResponse(problemFor(error), request);
  }
}
