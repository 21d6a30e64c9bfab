"use server";

import type { z } from "zod";
import { runPublicAction } from "@/lib/actions/run-action";
import { getCurrentUser } from "@/lib/auth/session";
import { roomAccess } from "@/lib/games/online/rooms/room-access";
import { roomByCode } from "@/lib/games/online/rooms/room-by-code";
import { watchRoom, type watchRoomSchema } from "@/lib/games/online/rooms/watch-room";
import { lookUpCode } from "../look-up-code";
import { keepRoomToken } from "./room-cookie";

/** "Just watch": a deck member watches as themselves; anyone else gets a watcher's token as a cookie. */
export async function watchRoomAction(input: z.input<typeof watchRoomSchema>) {
  return runPublicAction(input, async (input) => {
    const user = await getCurrentUser();
    if (user) {
      const { roomId } = await lookUpCode(() => roomByCode(input.code));
      if (await roomAccess(roomId, { userId: user.id, token: null })) return { roomId };
    }
    const { roomId, token } = await lookUpCode(() => watchRoom(input));
    await keepRoomToken(roomId, token);
    return { roomId };
  });
}
