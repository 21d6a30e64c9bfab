"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { createRoom, type createRoomSchema } from "@/lib/games/online/rooms/create-room";

export async function createRoomAction(input: z.input<typeof createRoomSchema>) {
  return runAction(input, (user, input) => createRoom(user.id, input));
}
