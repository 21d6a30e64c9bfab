import type { RoomView } from "@/lib/games/online/protocol";
import { seatCommands, seatStanding, type SeatCommand } from "./seat-commands";
import { shownColour } from "@/lib/text/colour";

interface Props {
  view: RoomView;
  /** The host's seat controls; absent on everyone else's device. */
  onCommand?: (command: SeatCommand, seatId: string) => void;
}

/** The room's seats: who has taken each, whether their device is here, and the host's controls for it. */
export function SeatList({ view, onCommand }: Props) {
  return (
    <ul className="flex flex-col gap-2">
      {view.seats.map((seat) => (
        <li key={seat.id} className="flex flex-wrap items-center gap-2 rounded-2xl bg-white px-3 py-2 ring-1 ring-line">
          <span aria-hidden="true" className="size-4 shrink-0 rounded-full ring-2 ring-line" style={{ backgroundColor: shownColour(seat.colour) }} />
          <span className="font-display text-lg font-bold">{seat.name}</span>
          {seat.id === view.you.seatId && <span className="rounded-full bg-felt px-2 text-sm font-bold text-white">You</span>}
          <span className="flex items-center gap-1.5 text-sm text-muted">
            {seat.kind === "person" && seat.takenBy !== null && (
              <span aria-hidden="true" className={`size-2.5 rounded-full ${seat.connected ? "bg-felt" : "bg-snap"}`} />
            )}
            {seatStanding(seat)}
          </span>
          {onCommand && (
            <span className="ml-auto flex flex-wrap gap-2">
              {seatCommands(seat, view.status).map(({ command, label }) => (
                <button
                  key={command}
                  type="button"
                  onClick={() => onCommand(command, seat.id)}
                  className="min-h-11 rounded-xl border-2 border-felt bg-white px-3 text-sm font-bold text-felt hover:bg-green-50"
                >
                  {label}
                </button>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
