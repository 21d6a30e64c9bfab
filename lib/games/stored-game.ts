import type { z } from "zod";
import { DeckError } from "@/lib/decks/errors";
import { isRuleError } from "@/lib/rules/errors";

/**
 * A game's stored JSON (its setup, moves, result) is read with the schema it was written with. The
 * app only writes what its schemas accept, so a row they refuse was damaged outside the app: that
 * game alone says so in plain words, and every page listing it still shows the rest.
 */
export const DAMAGED_GAME = "This game's record is damaged, so it can't be shown. The deck's other games and its words are not affected.";

export class DamagedGame extends DeckError {
  constructor() {
    super(409, DAMAGED_GAME);
  }
}

/** The stored value as its schema reads it; a value the schema refuses is a damaged game. */
export function readStored<S extends z.ZodType>(schema: S, stored: unknown): z.output<S> {
  const parsed = schema.safeParse(stored);
  if (!parsed.success) throw new DamagedGame();
  return parsed.data;
}

/** For one line of a list of games: what `read` makes of the stored game, or null when it is damaged. */
export function unlessDamaged<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof DamagedGame) return null;
    throw error;
  }
}

/** A stored game's moves replayed by the rules: moves the rules refuse are a damaged game. */
export function replayStored<T>(replay: () => T): T {
  try {
    return replay();
  } catch (error) {
    if (isRuleError(error)) throw new DamagedGame();
    throw error;
  }
}

/** For a page of one game: what `work` reads, or the DamagedGame it was refused with, to say in the page's place. */
export async function orDamaged<T>(work: Promise<T>): Promise<T | DamagedGame> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DamagedGame) return error;
    throw error;
  }
}
