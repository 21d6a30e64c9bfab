import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { addPlayer, setPlayerArchived } from "@/lib/decks/players";
import { writeWords } from "@/lib/decks/write-words";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

describe("a deck's players", () => {
  it("a new player can join the family's deck, with a name nobody else in the deck has", async () => {
    const owner = await makeUser("Pam");
    const { deckId } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    const gran = await addPlayer(owner.id, { deckId, player: { name: "Gran", colour: "#7e22ce" } });
    expect(gran).toMatchObject({ name: "Gran", position: 2, archivedAt: null });
    const again = await refusal(addPlayer(owner.id, { deckId, player: { name: "Gran", colour: "#7e22ce" } }));
    expect(again.status).toBe(409);
  });

  it("players with history are archived, never deleted, and keep their words", async () => {
    const owner = await makeUser("Quin");
    const { deckId, cards, players } = await makeDeck(owner.id, { players: ["Mum", "Sam", "Gran"] });
    const gran = players[2]!;
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Biscuit", playerId: gran.id }] });
    const archived = await setPlayerArchived(owner.id, { deckId, playerId: gran.id, archived: true });
    expect(archived.archivedAt).toBeInstanceOf(Date);
    const event = await db.wordEvent.findFirstOrThrow({ where: { deckId } });
    expect(event.playerId).toBe(gran.id);
    const back = await setPlayerArchived(owner.id, { deckId, playerId: gran.id, archived: false });
    expect(back.archivedAt).toBeNull();
  });

  it("a deck keeps at least two players who can play", async () => {
    const owner = await makeUser("Rae");
    const { deckId, players } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    const error = await refusal(setPlayerArchived(owner.id, { deckId, playerId: players[0]!.id, archived: true }));
    expect(error.status).toBe(409);
  });

  it("a viewer can't change the players, and a stranger can't see them", async () => {
    const owner = await makeUser("Sid");
    const { deckId } = await makeDeck(owner.id);
    const viewer = await makeMember(deckId, "Vee", "VIEWER");
    const stranger = await makeUser("Stan");
    const input = { deckId, player: { name: "Nope", colour: "#7e22ce" } };
    expect((await refusal(addPlayer(viewer.id, input))).status).toBe(403);
    expect((await refusal(addPlayer(stranger.id, input))).status).toBe(404);
    expect(await db.player.count({ where: { deckId } })).toBe(2);
  });
});
