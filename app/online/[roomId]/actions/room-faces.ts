"use server";

import { z } from "zod";
import { roomArtBase } from "@/app/_components/card-drawing";
import { screenBackSvg, screenCardSvg } from "@/app/_components/card-svg";
import { roomAccessOfRequest } from "@/lib/games/online/room-asker";
import { roomGameCards } from "@/lib/games/online/room-cards";
import { handsOfWords } from "@/lib/decks/card-hands";

const roomIdSchema = z.string().min(1).max(100);

/**
 * The faces of every card of a room's game as they are now (words won so far included) and the
 * deck's back, for the room's own devices (its session or seat cookie); anyone else, and a room
 * with no game yet, gets null. A server action rather than a route: the faces are drawn with the
 * page's fonts (next/font), which only the pages' server side has.
 */
export async function roomFacesAction(roomId: unknown): Promise<{ faces: Record<string, string>; back: string } | null> {
  const parsed = roomIdSchema.safeParse(roomId);
  if (!parsed.success) return null;
  const access = await roomAccessOfRequest(parsed.data);
  const game = access && (await roomGameCards(access.roomId));
  if (!game) return null;
  const deck = { ...game.deck, artBase: roomArtBase(access.roomId) };
  // Every device sees each word in the hand it was written in (read here, never sent through a notification).
  const handOf = await handsOfWords(game.deck, game.cards);
  return { faces: Object.fromEntries(game.cards.map((card) => [card.id, screenCardSvg({ ...card, hand: handOf(card) }, deck)])), back: screenBackSvg(deck) };
}
