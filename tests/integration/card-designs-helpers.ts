import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { key } from "./deck-helpers";

export const SETS = [
  { label: "Cats", colour: "#b42318" },
  { label: "Dogs", colour: "#1d4ed8" },
  { label: "Owls", colour: "#1d5c3f" },
  { label: "Frogs", colour: "#7a2e8f" },
];

/** A custom Snap deck of four sets (Cats, Dogs, Owls, Frogs) of four matching cards each. */
export async function makeCustomDeck(ownerId: string) {
  const { deckId } = await createDeck(ownerId, {
    requestKey: key(),
    name: "Animal Snap",
    composition: { kind: "custom", sets: SETS, cardsPerSet: 4 },
    players: [
      { name: "Mum", colour: "#b42318" },
      { name: "Sam", colour: "#1d5c3f" },
    ],
    start: "existing",
  });
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  return { deckId, cards };
}

/** Everything a picture change writes, to show that a refused one wrote nothing. */
export async function designState(deckId: string) {
  const [deck, cards, pictures, arts, events] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { designSeq: true, lookSeq: true, historySeq: true, design: true } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { artId: true, designSeq: true, updatedSeq: true } }),
    db.deckPicture.count({ where: { deckId } }),
    db.cardArt.count({ where: { deckId } }),
    db.deckDesignEvent.count({ where: { deckId } }),
  ]);
  return { deck, cards, pictures, arts, events };
}
