"use server";

import type { z } from "zod";
import { runPublicAction } from "@/lib/actions/run-action";
import { getCurrentUser } from "@/lib/auth/session";
import { joinRoomSeat, type joinRoomSeatSchema } from "@/lib/games/online/rooms/join-room-seat";
import { lookUpCode } from "../look-up-code";
import { keepRoomToken } from "./room-cookie";

/** "I'm Sam": open to everyone with the code; a deck member sits as themselves, anyone else gets the seat's token as a cookie. */
export async function joinRoomSeatAction(input: z.input<typeof joinRoomSeatSchema>) {
  return runPublicAction(input, async (input) => {
    const user = await getCurrentUser();
    const { roomId, token } = await lookUpCode(() => joinRoomSeat({ userId: user?.id ?? null }, input));
    if (token) await keepRoomToken(roomId, token);
    return { roomId };
  });
}
