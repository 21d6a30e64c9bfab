import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { currentSessionId } from "@/lib/auth/user-sessions";
import { EVENT_STREAM_HEADERS, tableEventStream } from "@/lib/games/table/live/event-stream";
import { tableListener } from "@/lib/games/table/live/listener";
import { tableSessionState } from "@/lib/games/table/live/session-state";
import { watchTableListener } from "@/lib/games/table/live/watch-listener";

/**
 * GET /api/decks/:deckId/table/:gameId/live: the table session's recorded snaps, undos and end as
 * server-sent events, as they happen (members of the deck only, viewers too), until the device's
 * session ends or its account leaves the deck.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string; gameId: string }> }) {
  const { deckId, gameId } = await params;
  return runRoute(request, async (user) => {
    await tableSessionState(user.id, deckId, gameId);
    const access = await watchTableListener(user.id, await currentSessionId(), deckId);
    const stream = tableEventStream({
      gameId,
      listener: tableListener(),
      state: () => tableSessionState(user.id, deckId, gameId),
      signal: request.signal,
      access,
    });
    return new Response(stream, { headers: EVENT_STREAM_HEADERS });
  });
}
