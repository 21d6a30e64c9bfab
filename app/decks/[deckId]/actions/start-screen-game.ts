"use server";

import { runAction } from "@/lib/actions/run-action";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";

export async function startScreenGameAction(input: unknown) {
  return runAction((user) => startScreenGame(user.id, input));
}
