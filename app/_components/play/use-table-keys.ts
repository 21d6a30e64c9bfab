"use client";

import { useEffect, useState } from "react";
import type { GameSeat } from "@/lib/games/screen/setup";
import { GAME_CONTROL, SEAT_KEYS } from "./keys";

const TYPING = new Set(["INPUT", "SELECT", "TEXTAREA"]);

/** Inputs no on-screen keyboard types into. */
const NOT_TYPED = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"]);

/** Whether a key press comes from a keyboard: a phone's on-screen keyboard only types into text fields. */
function fromAKeyboard(event: KeyboardEvent): boolean {
  const target = event.target;
  if (target instanceof HTMLInputElement) return NOT_TYPED.has(target.type);
  return !(target instanceof HTMLTextAreaElement) && !(target instanceof HTMLElement && target.isContentEditable);
}

/** Whether a key press belongs to something other than the game: typing, or Enter and Space on a
 *  button, link or toggle that is not one of the game's own controls (they keep their own keys). */
function belongsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target) return false;
  if (TYPING.has(target.tagName) || target.isContentEditable) return true;
  if (target.closest('[role="dialog"]')) return true;
  const control = target.closest("button, a, [role=button], label");
  return (event.key === "Enter" || event.key === " ") && control !== null && !control.hasAttribute(GAME_CONTROL);
}

/**
 * Keyboard play (keys.ts): each person's turn key and call keys; when exactly one person plays at
 * the screen, Enter turns and Space makes the first call. A game key pressed while one of the game's
 * own controls has focus plays the game (it does not also click that control). Says whether a key
 * has been pressed at the screen outside a text field: a keyboard is there (keys.ts keyHint).
 */
export function useTableKeys(people: readonly GameSeat[], onTurn: (playerId: string) => void, onCall: (playerId: string, which: number) => void): boolean {
  const [keyboard, setKeyboard] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (fromAKeyboard(event)) setKeyboard(true);
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
