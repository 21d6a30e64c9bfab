import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";

export async function makeUser(name: string) {
  return db.user.create({ data: { name, email: `${name.toLowerCase()}.${randomUUID()}@example.com` } });
}

export const key = () => randomUUID();

export async function makeDeck(
  ownerId: string,
  options: { players?: string[]; start?: "setup" | "existing"; missing?: string[] } = {},
) {
  const players = options.players ?? ["Mum", "Sam"];
  const { deckId } = await createDeck(ownerId, {
    requestKey: key(),
    name: "The Kitchen Deck",
    composition: { kind: "standard", missing: options.missing ?? [] },
    players: players.map((name, i) => ({ name, colour: i % 2 ? "#1d5c3f" : "#b42318" })),
    start: options.start ?? "existing",
  });
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  const deckPlayers = await db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  return { deckId, cards, players: deckPlayers };
}
