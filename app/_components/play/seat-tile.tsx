import type { GameSeat } from "@/lib/games/screen/setup";
import type { SeatPiles } from "@/lib/games/screen/table-piles";
import { CardBack, CardFace, EmptyPile, Pile } from "./card-view";
import { GAME_CONTROL } from "./keys";
import { placeName } from "./possessive";
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

/** One seat's place at the table: its name, its piles as the game has them, and how it stands. */
export function SeatTile({ seat, piles, faces, backSvg, isCurrent, highlighted, turn }: Props) {
  const status = statusOf(piles, isCurrent);
  const out = piles.status !== "playing" || piles.sittingOut;
  const back = <CardBack svg={backSvg} empty={piles.faceDown === 0} />;
  return (
    <section
      aria-label={placeName(seat.name)}
      className={`flex min-h-0 min-w-0 flex-col gap-1 rounded-2xl bg-felt p-[12px] text-white shadow-lg ring-4 transition-shadow ${isCurrent ? "ring-amber-300" : "ring-transparent"} ${out ? "bg-felt-dark" : ""}`}
    >
      <header className="flex h-[18px] items-center gap-1.5 text-sm leading-none">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full ring-2 ring-white" style={{ backgroundColor: shownColour(seat.colour) }} />
        <h2 className="truncate font-display font-bold">{seat.name}</h2>
        {seat.animal && <span className="shrink-0 rounded-full bg-white px-1.5 py-0.5 text-xs font-bold text-ink">{seat.animal}</span>}
        <span className={`ml-auto truncate text-xs ${isCurrent && status === "Turning next" ? "font-bold text-amber-200" : "text-amber-50"}`}>{status}</span>
      </header>
      <div className="flex min-h-0 flex-1 items-center justify-center gap-3 pt-1.5">
        <Pile count={piles.faceDown} what="face down">
          {turn ? (
            <button
              type="button"
              {...{ [GAME_CONTROL]: "" }}
              onClick={turn.onActivate}
              className="rounded-[7%] ring-4 ring-amber-300 hover:brightness-110 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {back}
              <span className="sr-only">{turn.label}</span>
            </button>
          ) : (
            back
          )}
        </Pile>
        {piles.faceUp !== undefined && (
          <Pile count={piles.faceUp?.count ?? 0} what="face up">
            {piles.faceUp ? <CardFace key={piles.faceUp.top.id} svg={faces[piles.faceUp.top.id] ?? ""} highlighted={highlighted} /> : <EmptyPile />}
          </Pile>
        )}
        {piles.won !== undefined && (
          <Pile count={piles.won?.count ?? 0} what="won">
            {piles.won ? <CardFace svg={faces[piles.won.top.id] ?? ""} dealt={false} /> : <EmptyPile>Won cards</EmptyPile>}
          </Pile>
        )}
      </div>
      {piles.wonCount !== undefined && <p className="text-xs leading-none">{piles.wonCount} cards won</p>}
    </section>
  );
}
