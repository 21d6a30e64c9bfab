/** Room codes as people read and type them. Client-safe: the join form normalises with it too. */
import { z } from "zod";
import { DeckError } from "@/lib/decks/errors";

/** Letters and digits nobody misreads aloud or on a small screen: no 0/O, 1/I/L. */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ROOM_CODE_LENGTH = 6;

/** A code as people type it: lower case, spaces and dashes are forgiven. */
export function normaliseRoomCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

/** The same answer for a code that never existed and a room that is over: nobody learns which rooms were. */
export const noRoom = () => new DeckError(404, "No room has that code. Check it with the person hosting the game.");

/** A typed code, normalised; anything that can't be one of our codes is refused as "no room". */
export const roomCodeSchema = z
  .string()
  .max(40)
  .transform(normaliseRoomCode)
  .pipe(z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`)));

export function parseRoomCode(raw: unknown): string {
  const parsed = roomCodeSchema.safeParse(raw);
  if (!parsed.success) throw noRoom();
  return parsed.data;
}
