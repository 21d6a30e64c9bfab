import { db } from "@/lib/db/client";
import { checkHealth } from "@/lib/health/check-health";

// Load balancers and the launcher ask without signing in; the answer holds no data and no secret.
export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth(db);
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
