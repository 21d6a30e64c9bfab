import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "@/app/_components/link";
import { getCurrentUser } from "@/lib/auth/session";
import { DeckError } from "@/lib/decks/errors";
import { roomTokenCookie } from "@/lib/games/online/protocol";
import { roomAccess } from "@/lib/games/online/rooms/room-access";
import { roomByCode } from "@/lib/games/online/rooms/room-by-code";
import { lookUpCode } from "../look-up-code";
import { SeatPicker } from "./seat-picker";

// The code is in this page's address: don't send it to other sites or let it be indexed.
export const metadata: Metadata = { title: "Join a game", referrer: "no-referrer", robots: { index: false, follow: false } };

const linkButton = "inline-flex min-h-12 items-center rounded-xl bg-felt px-6 text-lg font-bold text-white hover:bg-felt-dark";

async function roomOrRefusal(code: string) {
  try {
    return { room: await lookUpCode(() => roomByCode(code)) };
  } catch (error) {
    if (error instanceof DeckError && (error.status === 404 || error.status === 403)) return { refusal: { message: error.message, tooMany: error.status === 403 } };
    throw error;
  }
}

/** The seats of the room with this code, for anyone holding it; a device already in the room is sent on. */
export default async function JoinRoomPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const { room, refusal } = await roomOrRefusal(decodeURIComponent(code));

  if (!room) {
    return (
      <section className="mx-auto max-w-xl py-6">
        <h1 className="font-display text-3xl font-bold">{refusal.tooMany ? "Too many tries" : "No game with that code"}</h1>
        <p className="mt-3 text-lg text-muted">{refusal.message}</p>
        <Link href="/join" className={`mt-6 ${linkButton}`}>
          Type the code again
        </Link>
      </section>
    );
  }

  const [user, jar] = await Promise.all([getCurrentUser(), cookies()]);
  const access = await roomAccess(room.roomId, { userId: user?.id ?? null, token: jar.get(roomTokenCookie(room.roomId))?.value ?? null });
  const yourSeat = access?.seatId ? room.seats.find((s) => s.id === access.seatId) : undefined;

  return (
    <section className="mx-auto max-w-xl py-6">
      <p className="text-lg text-muted">{room.deckName}</p>
      <h1 className="font-display text-3xl font-bold">
        {room.gameName} <span className="font-mono text-2xl tracking-widest text-muted">{room.code}</span>
      </h1>
      <p className="mt-2 text-lg">{room.status === "LOBBY" ? "The game hasn’t started yet." : "The game is on: a free seat can still be taken."}</p>
      {yourSeat ? (
        <>
          <p className="mt-6 text-lg">You are already at the table as {yourSeat.name}.</p>
          <Link href={`/online/${room.roomId}`} className={`mt-4 ${linkButton}`}>
            Go to the table
          </Link>
        </>
      ) : (
        <SeatPicker code={room.code} seats={room.seats} />
      )}
    </section>
  );
}
