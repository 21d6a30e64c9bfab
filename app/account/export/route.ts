import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { exportAccount } from "@/lib/accounts/export-account";
import { downloadResponse } from "@/lib/history/export/download-response";

/** GET /account/export: the signed-in person's account and the decks they own, as one JSON file. */
export async function GET(request: NextRequest) {
  return runRoute(request, async (user) => {
    const { fileName, stream } = await exportAccount(user.id);
    return downloadResponse(stream, fileName, "application/json; charset=utf-8");
  }, { heavy: "export" });
}
