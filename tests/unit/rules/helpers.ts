import type { Card, GameAction, GameEvent } from "@/lib/rules/types";

export const SUITS = ["clubs", "diamonds", "hearts", "spades"] as const;
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

export function card(id: string, rank: string, suit = "clubs", word: string | null = null): Card {
  return { id, rank, suit, word };
}

/** A standard 52-card deck; `words` writes on the cards with those ids. */
export function standardDeck(words: Record<string, string> = {}): Card[] {
  return SUITS.flatMap((suit) =>
    RANKS.map((rank) => {
      const id = `${rank}${suit[0]}`;
      return card(id, rank, suit, words[id] ?? null);
    }),
  );
}

export const players = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));

/** An action whose time the test may leave to the helper. */
export type LooseAction = GameAction extends infer A ? (A extends GameAction ? Omit<A, "atMs"> & { atMs?: number } : never) : never;

/** Plays actions one after another, each 10 ms after the last, collecting every event. */
export function playerOf<S extends { nowMs: number }>(apply: (state: S, action: GameAction) => { state: S; events: GameEvent[] }) {
  return (state: S, ...actions: LooseAction[]) => {
    let current = state;
    const events: GameEvent[] = [];
    for (const action of actions) {
      const step = apply(current, { atMs: current.nowMs + 10, ...action } as GameAction);
      current = step.state;
      events.push(...step.events);
    }
    return { state: current, events };
  };
}

export const turn = (playerId: string) => ({ type: "turn", playerId }) as const;
export const shout = (playerId: string, call: string, reactionMs = 300) => ({ type: "shout", playerId, call, reactionMs }) as const;
export const resolve = { type: "resolveShouts" } as const;
