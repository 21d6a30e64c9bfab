"use client";

import type { GameSeat } from "@/lib/games/screen/setup";
import type { LegacyPlayer } from "@/lib/rules";

interface Props {
  seat: GameSeat;
  player: LegacyPlayer;
  faces: Record<string, string>;
  backSvg: string;
  isCurrent: boolean;
  canTurn: boolean;
  canShout: boolean;
  highlighted: boolean;
  tableWords: string[];
  keys?: { turn: string; snap: string };
  onTurn: () => void;
  onShout: (call: string) => void;
}

/** One player's place at the table: their hand, their stack, and their own shout controls. */
export function SeatPanel(props: Props) {
  const { seat, player, faces, backSvg, isCurrent, canTurn, canShout, highlighted, tableWords, keys } = props;
  const topCard = player.stack[player.stack.length - 1];
  const person = seat.kind === "person";
  const out = player.status !== "playing";
  return (
    <section
      aria-label={`${seat.name}’s place`}
      className={`flex flex-col gap-3 rounded-3xl bg-felt p-4 text-white shadow-lg ring-4 transition ${isCurrent ? "ring-amber-300" : "ring-transparent"} ${out ? "opacity-60" : ""}`}
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="font-display text-xl font-bold">
          <span className="mr-2 inline-block size-4 rounded-full align-middle ring-2 ring-white" style={{ backgroundColor: seat.colour }} />
          {seat.name}
          {seat.kind === "bot" && <span className="ml-2 text-sm font-normal text-amber-100">bot, {seat.pace}</span>}
        </h2>
        <p className="text-sm text-amber-50">
          {out ? "Retired" : player.lockedOut ? "Locked out until the next card" : isCurrent ? "Turning next" : ""}
        </p>
      </header>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col items-center gap-1">
          {person && canTurn ? (
            <button
              type="button"
              onClick={props.onTurn}
              className="w-full max-w-36 rounded-xl ring-4 ring-amber-300 hover:scale-[1.02] focus-visible:ring-white"
            >
              <div aria-hidden="true" className="aspect-[63/88] w-full [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: backSvg }} />
              <span className="block bg-amber-300 px-1 py-1 text-sm font-bold text-ink">
                Turn {seat.name}’s card{keys ? ` (key ${keys.turn.toUpperCase()})` : ""}
              </span>
            </button>
          ) : (
            <div className={`w-full max-w-36 ${player.hand.length === 0 ? "invisible" : ""}`}>
              <div className="aspect-[63/88] w-full [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: backSvg }} />
            </div>
          )}
          <p className="text-sm">{player.hand.length} in hand</p>
        </div>
        <div className="flex flex-col items-center gap-1">
          <div className={`w-full max-w-36 rounded-xl ${highlighted ? "ring-4 ring-amber-300 motion-safe:animate-pulse" : ""}`}>
            {topCard ? (
              <div
                key={topCard.id}
                className="aspect-[63/88] w-full motion-safe:animate-[deal_180ms_ease-out] [&>svg]:h-full [&>svg]:w-full"
                dangerouslySetInnerHTML={{ __html: faces[topCard.id] ?? "" }}
              />
            ) : (
              <div className="aspect-[63/88] w-full rounded-xl border-2 border-dashed border-white/40" />
            )}
          </div>
          <p className="text-sm">{player.stack.length} on the stack</p>
        </div>
      </div>
      {person && !out && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`${seat.name}’s shouts`}>
          <button
            type="button"
            disabled={!canShout}
            onClick={() => props.onShout("snap")}
            aria-label={`${seat.name}: Snap!${keys ? ` (key ${keys.snap.toUpperCase()})` : ""}`}
            className="min-h-14 flex-1 rounded-2xl bg-snap px-5 font-display text-2xl font-bold text-white shadow hover:bg-snap-dark disabled:opacity-50"
          >
            Snap!
          </button>
          {tableWords.map((word) => (
            <button
              key={word}
              type="button"
              disabled={!canShout}
              onClick={() => props.onShout(word)}
              aria-label={`${seat.name}: ${word}!`}
              className="min-h-14 rounded-2xl bg-white px-4 font-display text-xl font-bold text-ink shadow hover:bg-amber-50 disabled:opacity-50"
            >
              {word}!
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
