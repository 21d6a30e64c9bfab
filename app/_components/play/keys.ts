/**
 * Keyboard play: each person at the keyboard has a key to turn a card, a key for their first call
 * ("Snap!", "Slap!", or the first animal) and one for their second ("Snap pool!", or the second
 * animal). When one person plays at the screen, Enter turns and Space makes the first call too.
 */
export const SEAT_KEYS = [
  { turn: "q", snap: "w", pool: "e" },
  { turn: "p", snap: "o", pool: "i" },
  { turn: "z", snap: "x", pool: "c" },
  { turn: "m", snap: "n", pool: "b" },
  { turn: "a", snap: "s", pool: "d" },
  { turn: "l", snap: "k", pool: "j" },
] as const;

export type SeatKeys = (typeof SEAT_KEYS)[number];

/** Marks the game's own controls (piles, call buttons): the game keys still work while they have focus. */
export const GAME_CONTROL = "data-game-control";

/** How a key is named on screen. */
export function keyName(key: string): string {
  return key === " " ? "Space" : key.length === 1 ? key.toUpperCase() : key;
}

/**
 * Key hints are for keyboard players: hidden where the main pointer is a finger (a phone, a
 * tablet), until a key is pressed at the screen (`keyboard`: a keyboard is there after all).
 */
export function keyHint(keyboard: boolean): string {
  return keyboard ? "" : "pointer-coarse:hidden";
}
