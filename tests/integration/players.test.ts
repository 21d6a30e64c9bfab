import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { DeckError } from "@/lib/decks/errors";
import { addPlayer, setPlayerArchived } from "@/lib/decks/players";
import { writeWords } from "@/lib/decks/write-words";
import { key, makeDeck, makeUser } from "./deck-helpers";

const status = (e: unknown) => (e as DeckError).status;

describe("a deck's players", () => {
  it("a new player can join the family's deck, with a name nobody else in the deck has", async () => {
    const owner = await makeUser("Pam");
    const { deckId } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    const gran = await addPlayer(owner.id, { deckId, player: { name: "Gran", colour: "#7e22ce" } });
    expect(gran).toMatchObject({ name: "Gran", position: 2, archivedAt: null });
    const again = await addPlayer(owner.id, { deckId, player: { name: "Gran", colour: "#7e22ce" } }).catch((e: unknown) => e);
    expect(status(again)).toBe(409);
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
    const error = await setPlayerArchived(owner.id, { deckId, playerId: players[0]!.id, archived: true }).catch((e: unknown) => e);
    expect(status(error)).toBe(409);
  });

  it("a viewer can't change the players, and a stranger can't see them", async () => {
    const owner = await makeUser("Sid");
    const { deckId } = await makeDeck(owner.id);
    const viewer = await makeUser("Vee");
    await db.deckMember.create({ data: { deckId, userId: viewer.id, role: "VIEWER" } });
    const stranger = await makeUser("Stan");
    const input = { deckId, player: { name: "Nope", colour: "#7e22ce" } };
    expect(status(await addPlayer(viewer.id, input).catch((e: unknown) => e))).toBe(403);
    expect(status(await addPlayer(stranger.id, input).catch((e: unknown) => e))).toBe(404);
    expect(await db.player.count({ where: { deckId } })).toBe(2);
  });
});
