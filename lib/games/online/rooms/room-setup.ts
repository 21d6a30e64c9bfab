import { screenGameSetupSchema, type ScreenGameSetup } from "@/lib/games/screen/setup";

/** A room's stored setup: written by createRoom, so a row that doesn't parse is a bug, not input. */
export function roomSetup(stored: unknown): ScreenGameSetup {
  return screenGameSetupSchema.parse(stored);
}
