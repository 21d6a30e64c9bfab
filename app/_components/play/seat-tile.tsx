import type { CSSProperties } from "react";
import type { GameSeat } from "@/lib/games/screen/setup";
import type { SeatPiles } from "@/lib/games/screen/table-piles";
import { CardBack, CardFace, EmptyPile, Pile } from "./card-view";
import { GAME_CONTROL } from "./keys";
import { placeName } from "./possessive";
import type { SeatArrangement } from "./use-fitted-cards";
import { shownColour } from "@/lib/text/colour";

/** A control the screen puts on a pile (turning your card): the table only draws it. */
export interface PileAction {
  label: string;
  onActivate: () => void;
}

interface Props {
  seat: GameSeat;
  piles: SeatPiles;
  faces: Record<string, string>;
  backSvg: string;
  isCurrent: boolean;
  highlighted: boolean;
  /** How the table fitted the seats' piles (use-fitted-cards). */
  arrangement: SeatArrangement;
  /** The seat's face-down pile as a button (a person whose turn it is). */
  turn?: PileAction;
}

function statusOf(piles: SeatPiles, isCurrent: boolean): string {
  if (piles.status === "finishedSafely") return "Left safely";
  if (piles.status === "out") return "Out of cards";
  if (piles.sittingOut) return "Out until the table is collected";
  if (piles.lockedOut) return "Locked out until the next card";
  return isCurrent ? "Turning next" : "";
}

/** The seat's cards keep within the height its body is given (a long name that wraps takes some). */
const WITHIN_HEIGHT = { containerType: "size", "--card-cap": "calc(100cqh * 63 / 88)" } as CSSProperties;

/**
 * One seat's place at the table: its name and how it stands, read in full, and its piles as the
 * game has them, the top card (what everyone watches) as large as the table's fit allows.
 */
export function SeatTile({ seat, piles, faces, backSvg, isCurrent, highlighted, arrangement, turn }: Props) {
  const status = statusOf(piles, isCurrent);
  const out = piles.status !== "playing" || piles.sittingOut;
  const hasTop = piles.faceUp !== undefined;
  // Beside a top card the seat's other piles are drawn at the piles' width; a lone face-down pile is the seat's main card.
  const back = <CardBack svg={backSvg} empty={piles.faceDown === 0} small={hasTop} />;
  const faceDown = (
    <Pile key="face-down" count={piles.faceDown} what="face down">
      {turn ? (
        <button
          type="button"
          {...{ [GAME_CONTROL]: "" }}
          onClick={turn.onActivate}
          className="flex min-h-11 min-w-11 justify-center rounded-[7%] ring-4 ring-amber-300 hover:brightness-110 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {back}
          <span className="sr-only">{turn.label}</span>
        </button>
      ) : (
        back
      )}
    </Pile>
  );
  const won = piles.won !== undefined && (
    <Pile key="won" count={piles.won?.count ?? 0} what="won">
      {piles.won ? <CardFace svg={faces[piles.won.top.id] ?? ""} dealt={false} small /> : <EmptyPile small>Won cards</EmptyPile>}
    </Pile>
  );
  const top = hasTop && (
    <Pile key="face-up" count={piles.faceUp?.count ?? 0} what="face up">
      {piles.faceUp ? <CardFace key={piles.faceUp.top.id} svg={faces[piles.faceUp.top.id] ?? ""} highlighted={highlighted} /> : <EmptyPile />}
    </Pile>
  );
  const name = <SeatName seat={seat} status={status} turning={isCurrent && status === "Turning next"} />;
  const stacked = arrangement === "stacked" && hasTop;
  return (
    <section
      aria-label={placeName(seat.name)}
      className={`flex min-h-0 min-w-0 flex-col gap-1 rounded-2xl bg-felt p-[12px] text-white shadow-lg ring-4 transition-shadow ${isCurrent ? "ring-amber-300" : "ring-transparent"} ${out ? "bg-felt-dark" : ""}`}
    >
      {stacked ? (
        <div className="flex flex-wrap items-center gap-2 pt-1.5">
          {faceDown}
          {won}
          <div className="min-w-[72px] flex-1">{name}</div>
        </div>
      ) : (
        name
      )}
      <div style={WITHIN_HEIGHT} className="flex min-h-0 flex-1 items-center justify-center gap-2 pt-1.5">
        {stacked ? top : [faceDown, top, won]}
      </div>
      {piles.wonCount !== undefined && <p className="text-xs leading-none">{piles.wonCount} cards won</p>}
    </section>
  );
}

/** The seat's name (wrapped, never cut) over how it stands; the line for how it stands is kept even when empty, so cards don't move. */
function SeatName({ seat, status, turning }: { seat: GameSeat; status: string; turning: boolean }) {
  return (
    <header className="flex min-w-0 flex-col">
      <div className="flex min-h-[18px] items-center gap-1.5 text-sm leading-[18px]">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full ring-2 ring-white" style={{ backgroundColor: shownColour(seat.colour) }} />
        <h2 className="min-w-0 font-display font-bold [overflow-wrap:anywhere]">{seat.name}</h2>
        {seat.animal && <span className="shrink-0 rounded-full bg-white px-1.5 text-xs font-bold leading-[18px] text-ink">{seat.animal}</span>}
      </div>
      <p className={`min-h-[14px] text-xs leading-[14px] ${turning ? "font-bold text-amber-200" : "text-amber-50"}`}>{status}</p>
    </header>
  );
}
