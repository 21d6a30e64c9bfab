"use client";

import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { JoinableSeat } from "@/lib/games/online/rooms/room-by-code";
import { joinRoomSeatAction } from "../actions/join-room-seat";
import { watchRoomAction } from "../actions/watch-room";
import { shownColour } from "@/lib/text/colour";

/** "I'm Sam" for each free seat of a person, big enough for small fingers; "Just watch" for everyone. */
export function SeatPicker({ code, seats }: { code: string; seats: JoinableSeat[] }) {
  const { run, busy, message } = useServerAction();
  const people = seats.filter((s) => s.kind === "person");
  const free = people.some((s) => !s.taken);
  const toRoom = { navigate: (room: { roomId: string }) => `/online/${room.roomId}` };

  return (
    <div className="mt-6 flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-lg font-bold">{free ? "Who are you?" : "Every seat is taken: you can still watch."}</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {people.map((seat) => (
            <li key={seat.id}>
              {seat.taken ? (
                <p className="flex min-h-16 items-center rounded-2xl border-2 border-line bg-white px-5 text-lg text-muted">
                  <span className="font-bold" style={{ color: shownColour(seat.colour) }}>
                    {seat.name}
                  </span>
                  &nbsp;is already here
                </p>
              ) : (
                <Button
                  variant="plain"
                  disabled={busy}
                  onClick={() => run(() => joinRoomSeatAction({ code, seatId: seat.id }), toRoom)}
                  className="min-h-16 w-full justify-start rounded-2xl text-xl"
                >
                  <span aria-hidden className="size-4 rounded-full" style={{ background: shownColour(seat.colour) }} />
                  I’m {seat.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <FormMessage message={message} />
      <Button variant="outline" disabled={busy} onClick={() => run(() => watchRoomAction({ code }), toRoom)} className="sm:self-start">
        Just watch
      </Button>
    </div>
  );
}
