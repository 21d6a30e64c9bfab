"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { z } from "zod";

const facesSchema = z.object({ faces: z.record(z.string(), z.string()), back: z.string() });

/**
 * The faces of the room's cards and the deck's back, from the server (GET /api/rooms/:id/faces):
 * fetched when the game starts and again when a step says cards were written on.
 */
export function useRoomFaces(roomId: string, gameId: string | null) {
  const [drawn, setDrawn] = useState<z.infer<typeof facesSchema>>({ faces: {}, back: "" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (gameId === null) return;
    const abort = new AbortController();
    void (async () => {
      try {
        const response = await fetch(`/api/rooms/${encodeURIComponent(roomId)}/faces`, { signal: abort.signal, cache: "no-store" });
        if (!response.ok) return;
        setDrawn(facesSchema.parse(await response.json()));
      } catch {
        // Aborted, or the network dropped: the next refresh or reconnect draws them.
      }
    })();
    return () => abort.abort();
  }, [roomId, gameId, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return useMemo(() => ({ ...drawn, refresh }), [drawn, refresh]);
}
