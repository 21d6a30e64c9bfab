import Link from "@/app/_components/link";

interface OpenRoom {
  roomId: string;
  code: string;
  status: "LOBBY" | "PLAYING" | "OVER";
  gameName: string;
  hostName: string;
}

const LINK = "inline-flex min-h-11 items-center rounded-lg px-3 font-bold text-felt underline hover:bg-green-50";

/** Online rooms of the deck that are waiting for players or being played: join one, or look in. */
export function OpenRooms({ rooms }: { rooms: OpenRoom[] }) {
  if (rooms.length === 0) return null;
  return (
    <section aria-labelledby="rooms-heading" className="rounded-2xl bg-green-50 p-4 ring-2 ring-felt/40">
      <h2 id="rooms-heading" className="font-display text-2xl font-bold">Playing online now</h2>
      <ul className="mt-2 flex flex-col gap-2">
        {rooms.map((room) => (
          <li key={room.roomId} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white p-3 ring-1 ring-line">
            <p className="min-w-60 flex-1">
              <span className="font-bold">{room.gameName}</span>, hosted by {room.hostName} ·{" "}
              {room.status === "LOBBY" ? "waiting for players" : "being played"} · code{" "}
              <span className="font-mono font-bold tracking-widest">{room.code}</span>
            </p>
            <Link href={`/join/${room.code}`} className={LINK}>
              Take a seat<span className="sr-only">{` in the ${room.gameName} room ${room.code}`}</span>
            </Link>
            <Link href={`/online/${room.roomId}`} className={LINK}>
              Open the room<span className="sr-only">{` ${room.code}`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
