"use client";

import { useState } from "react";
import { gameClock } from "./game-clock";

/** The screen's game clock (game-clock.ts), one for the life of the screen. */
export function useGameClock(speed: number) {
  const [clock] = useState(() => gameClock(() => performance.now(), (run) => requestAnimationFrame(run), speed));
  return clock;
}
