import { DATABASE_UNREACHABLE, UNEXPECTED } from "@/lib/actions/problem";
import { UNREACHABLE } from "./call-server";

/**
 * What to tell someone whose page failed to load. A production server sends the browser no detail
 * of a server error (only a digest), so the app's health check is asked instead: a database it
 * can't reach means nothing was changed and trying again will work once it is back. No answer of
 * the app's own (no connection, or a proxy's error page while the app restarts) is the server
 * being unreachable, as for a form (call-server.ts).
 */
export async function failureReason(): Promise<string> {
  try {
    const response = await fetch("/api/health", { cache: "no-store" });
    const health = (await response.json()) as { database?: string };
    return health.database === "unreachable" ? DATABASE_UNREACHABLE : UNEXPECTED;
  } catch {
    return UNREACHABLE;
  }
}
