"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The game's sounds, off until someone switches them on. One AudioContext for the whole game:
 * made when sounds are switched on (a browser only lets a page play sound after a click), reused
 * for every beep, and closed when the screen goes away.
 */
export function useSound() {
  const [on, setOn] = useState(false);
  const audio = useRef<AudioContext | null>(null);

  useEffect(
    () => () => {
      void audio.current?.close();
      audio.current = null;
    },
    [],
  );

  const switchTo = useCallback((next: boolean) => {
    if (next) {
      audio.current ??= new AudioContext();
      void audio.current.resume();
    }
    setOn(next);
  }, []);

  const beep = useCallback(
    (frequency: number) => {
      const context = audio.current;
      if (!on || !context) return;
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
      tone.connect(gain).connect(context.destination);
      tone.start();
      tone.stop(context.currentTime + 0.25);
    },
    [on],
  );

  return { on, switchTo, beep };
}
