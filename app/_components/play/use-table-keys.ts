"use client";

import { useEffect, useState } from "react";
import type { GameSeat } from "@/lib/games/screen/setup";
import { GAME_CONTROL, SEAT_KEYS } from "./keys";

const TYPING = new Set(["INPUT", "SELECT", "TEXTAREA"]);

/** Typing in a field or a dialog (a phone's on-screen keyboard types there too). */
function typing(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target) return false;
  return TYPING.has(target.tagName) || target.isContentEditable || target.closest('[role="dialog"]') !== null;
}

/** Whether a key press belongs to something other than the game: typing, or Enter and Space on a
 *  button, link or toggle that is not one of the game's own controls (they keep their own keys). */
function belongsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target) return false;
  if (typing(event)) return true;
  const control = target.closest("button, a, [role=button], label");
  return (event.key === "Enter" || event.key === " ") && control !== null && !control.hasAttribute(GAME_CONTROL);
}

/**
 * Keyboard play (keys.ts): each person's turn key and call keys; when exactly one person plays at
 * the screen, Enter turns and Space makes the first call. A game key pressed while one of the game's
 * own controls has focus plays the game (it does not also click that control). Says whether a key
 * has been pressed at the screen outside a field: a keyboard is there (keys.ts keyHint).
 */
export function useTableKeys(people: readonly GameSeat[], onTurn: (playerId: string) => void, onCall: (playerId: string, which: number) => void): boolean {
  const [keyboard, setKeyboard] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!typing(event)) setKeyboard(true);
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || belongsElsewhere(event)) return;
      const key = event.key.toLowerCase();
      let handled = false;
      const press = (run: () => void) => {
        handled = true;
        run();
      };
      const only = people.length === 1 ? people[0] : undefined;
      if (only && key === "enter") press(() => onTurn(only.id));
      if (only && key === " ") press(() => onCall(only.id, 0));
      people.forEach((seat, i) => {
        const keys = SEAT_KEYS[i];
        if (!keys) return;
        if (key === keys.turn) press(() => onTurn(seat.id));
        if (key === keys.snap) press(() => onCall(seat.id, 0));
        if (key === keys.pool) press(() => onCall(seat.id, 1));
      });
      if (handled) event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [people, onTurn, onCall]);
  return keyboard;
}
