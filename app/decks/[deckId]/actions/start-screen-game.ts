"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { startScreenGame, type startScreenGameSchema } from "@/lib/games/screen/start-screen-game";

export async function startScreenGameAction(input: z.input<typeof startScreenGameSchema>) {
  return runAction(input, (user, input) => startScreenGame(user.id, input));
}
