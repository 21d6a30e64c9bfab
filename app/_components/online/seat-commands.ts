import type { HostCommand, RoomView, SeatView } from "@/lib/games/online/protocol";

export type SeatCommand = Extract<HostCommand, { seatId: string }>["command"];

/** What the host may do with a seat, with the button's words: a free seat can be given to a bot
 *  before the game; during it a person can be removed (their cards turned for them), replaced by a
 *  bot, or restored. Seats that were bots from the start stay bots. */
export function seatCommands(seat: SeatView, status: RoomView["status"]): { command: SeatCommand; label: string }[] {
  if (seat.kind === "bot" || status === "OVER") return [];
  if (status === "LOBBY") return seat.takenBy === null && seat.control === "PERSON" ? [{ command: "bot", label: `Let a bot play ${seat.name}` }] : [];
  const restore = { command: "restore" as const, label: `Give ${seat.name} back their seat` };
  if (seat.control === "PERSON") {
    return [
      { command: "remove", label: `Remove ${seat.name} (their cards turn for them)` },
      { command: "bot", label: `Let a bot play for ${seat.name}` },
    ];
  }
  if (seat.control === "BOT") return [restore];
  return [restore, { command: "bot", label: `Let a bot play for ${seat.name}` }];
}

/** How a seat stands, in a few words, for the lobby and the host's seat list. */
export function seatStanding(seat: SeatView): string {
  if (seat.kind === "bot") return "Bot";
  if (seat.control === "BOT") return "A bot plays for them";
  if (seat.control === "REMOVED") return "Removed: their cards turn for them";
  if (seat.takenBy === null) return "Free";
  // A guest's seat is taken under the seat's own name: no need to say it twice.
  const who = seat.takenBy === seat.name ? "Taken" : `Taken by ${seat.takenBy}`;
  if (!seat.connected) return seat.awayForMs === null ? `${who}, not connected` : `${who}, away ${Math.round(seat.awayForMs / 1000)} s`;
  return seat.oneWayMs === null ? `${who}, here` : `${who}, here (${Math.round(seat.oneWayMs)} ms away)`;
}
