/** Keyboard play: each person at the keyboard has a key to turn a card and a key to shout "Snap!". */
export const SEAT_KEYS = [
  { turn: "q", snap: "w" },
  { turn: "p", snap: "o" },
  { turn: "z", snap: "x" },
  { turn: "m", snap: "n" },
  { turn: "a", snap: "s" },
  { turn: "l", snap: "k" },
] as const;
