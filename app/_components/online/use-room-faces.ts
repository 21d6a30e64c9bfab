"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { roomFacesAction } from "@/app/online/[roomId]/actions/room-faces";

/**
 * The faces of the room's cards and the deck's back, drawn by the server: fetched when the game
 * starts and again when a step says cards were written on.
 */
export function useRoomFaces(roomId: string, gameId: string | null) {
  const [drawn, setDrawn] = useState<{ faces: Record<string, string>; back: string }>({ faces: {}, back: "" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (gameId === null) return;
    let current = true;
    roomFacesAction(roomId).then(
      (answer) => {
        if (current && answer) setDrawn(answer);
      },
      // The network dropped: the next refresh, or the reconnect's, draws them.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [roomId, gameId, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return useMemo(() => ({ ...drawn, refresh }), [drawn, refresh]);
}
