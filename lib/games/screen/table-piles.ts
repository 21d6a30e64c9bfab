import { COUNT, type Card, type PlayerStatus } from "@/lib/rules";
import type { ScreenState } from "./setup";

/**
 * What is on the table, read from any game's state: each seat's piles as that game has them and
 * the piles in the centre. A screen (or a replay) draws this; nothing here decides a rule.
 */

/** A face-up pile: its top card and how many cards it holds. */
export interface FaceUpPile {
  top: Card;
  count: number;
}

export type SeatStatus = "playing" | "out" | "finishedSafely";

export interface SeatPiles {
  id: string;
  /** Cards face down in front of the seat (its hand or draw pile). */
  faceDown: number;
  /** The seat's face-up pile: null when it is empty, undefined when the game has none. */
  faceUp?: FaceUpPile | null;
  /** Table Snap: won cards, face up, the next draw pile (null when empty). */
  won?: FaceUpPile | null;
  /** Classic Snap's Animals: how many cards the seat has won (kept aside). */
  wonCount?: number;
  status: SeatStatus;
  /** A wrong shout: no more shouts until the next card. */
  lockedOut: boolean;
  /** Table Snap: a false snap, out until the cards on the table are collected. */
  sittingOut: boolean;
}

export interface SnapPoolPile extends FaceUpPile {
  id: string;
}

/** Classic Snap's single centre pile: a match is its two top cards. */
export interface CentrePile {
  top: Card | null;
  under: Card | null;
  count: number;
}

/** Irish Snap's centre pile and the count: the rank just called (null when counting starts again). */
export interface IrishCentre {
  top: Card | null;
  count: number;
  called: string | null;
  next: string;
}

export interface TablePiles {
  seats: SeatPiles[];
  pools: SnapPoolPile[];
  centrePile: CentrePile | null;
  irish: IrishCentre | null;
}

const STATUS: Record<PlayerStatus, SeatStatus> = { playing: "playing", retired: "out", finished: "finishedSafely" };

function faceUpPile(cards: readonly Card[]): FaceUpPile | null {
  const top = cards[cards.length - 1];
  return top === undefined ? null : { top, count: cards.length };
}

function seat(player: { id: string; status: PlayerStatus; lockedOut: boolean }, piles: Partial<SeatPiles> & { faceDown: number }): SeatPiles {
  return { id: player.id, status: STATUS[player.status], lockedOut: player.lockedOut, sittingOut: false, ...piles };
}

export function tablePiles(state: ScreenState): TablePiles {
  const none = { pools: [], centrePile: null, irish: null };
  switch (state.kind) {
    case "legacy":
      return { ...none, seats: state.players.map((p) => seat(p, { faceDown: p.hand.length, faceUp: faceUpPile(p.stack) })) };
    case "table":
      return {
        ...none,
        seats: state.players.map((p) => seat(p, { faceDown: p.draw.length, faceUp: faceUpPile(p.faceUp), won: faceUpPile(p.won), sittingOut: p.sittingOut })),
      };
    case "classic": {
      const { centrePile, animals } = state.variant;
      return {
        seats: state.players.map((p) =>
          seat(p, {
            faceDown: p.faceDown.length,
            ...(centrePile ? {} : { faceUp: faceUpPile(p.faceUp) }),
            ...(animals !== null ? { wonCount: p.won.length } : {}),
          }),
        ),
        pools: state.pools.flatMap((pool) => {
          const pile = faceUpPile(pool.cards);
          return pile ? [{ id: pool.id, ...pile }] : [];
        }),
        centrePile: centrePile ? { top: state.centre.at(-1) ?? null, under: state.centre.at(-2) ?? null, count: state.centre.length } : null,
        irish: null,
      };
    }
    case "irish":
      return {
        ...none,
        seats: state.players.map((p) => seat(p, { faceDown: p.hand.length })),
        irish: {
          top: state.centre.at(-1) ?? null,
          count: state.centre.length,
          // The count starts again at Ace after the pile is collected: nothing has been called yet.
          called: state.centre.length === 0 ? null : (COUNT[(state.count + COUNT.length - 1) % COUNT.length] ?? null),
          next: COUNT[state.count] ?? "A",
        },
      };
  }
}
