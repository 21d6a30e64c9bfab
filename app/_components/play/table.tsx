"use client";

import type { CSSProperties } from "react";
import type { ScreenGameSetup, ScreenState } from "@/lib/games/screen/setup";
import { tablePiles } from "@/lib/games/screen/table-piles";
import { CentreTile } from "./centre-tile";
import { CountStrip } from "./count-strip";
import { SeatTile, type PileAction } from "./seat-tile";
import { useFittedCards } from "./use-fitted-cards";

interface Props {
  /** Only the seats are read (an online device has the setup without seed and deck). */
  setup: Pick<ScreenGameSetup, "seats">;
  state: ScreenState;
  faces: Record<string, string>;
  backSvg: string;
  /** Piles to light up: seat ids, pool ids, or "centre" (the piles a snap just won). */
  highlight: readonly string[];
  /** Seats whose face-down pile is a button now (a person turning their card), by seat id. */
  turns?: Record<string, PileAction>;
  /** Irish Snap: the centre pile as a button (slapping it). */
  slap?: PileAction;
}

/**
 * The table as it stands: every seat's piles and the centre, drawn from the state alone (no rule,
 * no timer), with the cards as large as the space allows and none out of sight. The play screen
 * and a replay both draw it.
 */
export function Table({ setup, state, faces, backSvg, highlight, turns, slap }: Props) {
  const piles = tablePiles(state);
  const withCentre = piles.irish !== null || piles.centrePile !== null || (state.kind === "classic" && state.variant.pools);
  const first = piles.seats[0];
  // Beside a top card, a seat's face-down pile (and Table Snap's won cards) are its other piles.
  const otherPiles = first?.faceUp === undefined ? 0 : 1 + (first.won !== undefined ? 1 : 0);
  const centreAcross = withCentre ? Math.max(piles.centrePile ? 2 : 1, piles.pools.length) : null;
  const { ref, fit } = useFittedCards({ seats: piles.seats.length, otherPiles, centreAcross });
  const style = {
    "--card-w": `${fit.cardWidth}px`,
    "--pile-w": `${fit.pileWidth}px`,
    "--centre-card-w": `${fit.centreCardWidth}px`,
    gridTemplateColumns: `repeat(${fit.columns}, minmax(0, 1fr))`,
    gridAutoRows: "minmax(0, 1fr)",
  } as CSSProperties;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1">
      {piles.irish && <CountStrip called={piles.irish.called} />}
      <div ref={ref} style={style} className="grid min-h-0 flex-1 gap-2">
        {withCentre && (
          <div className="col-span-full flex min-h-0">
            <CentreTile piles={piles} faces={faces} highlight={highlight} slap={slap} />
          </div>
        )}
        {setup.seats.map((seat, index) => {
          const seatPiles = piles.seats[index];
          if (!seatPiles) return null;
          return (
            <SeatTile
              key={seat.id}
              seat={seat}
              piles={seatPiles}
              faces={faces}
              backSvg={backSvg}
              isCurrent={state.current === index && state.phase !== "over" && seatPiles.status === "playing"}
              highlighted={highlight.includes(seat.id)}
              arrangement={fit.arrangement}
              turn={turns?.[seat.id]}
            />
          );
        })}
      </div>
    </div>
  );
}
