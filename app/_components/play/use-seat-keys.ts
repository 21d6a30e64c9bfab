"use client";

import { useEffect } from "react";
import type { GameSeat } from "@/lib/games/screen/setup";
import { SEAT_KEYS } from "./keys";

/** Keyboard play: each person at the keyboard has a key to turn a card and a key to shout "Snap!". */
export function useSeatKeys(humans: readonly GameSeat[], onTurn: (playerId: string) => void, onSnap: (playerId: string) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
      const key = event.key.toLowerCase();
      humans.forEach((seat, i) => {
        const keys = SEAT_KEYS[i];
        if (!keys) return;
        if (key === keys.turn) onTurn(seat.id);
        if (key === keys.snap) onSnap(seat.id);
      });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [humans, onTurn, onSnap]);
}
