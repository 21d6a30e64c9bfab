import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { createRoom } from "@/lib/games/online/rooms/create-room";
import { joinRoomSeat } from "@/lib/games/online/rooms/join-room-seat";
import { openRooms } from "@/lib/games/online/rooms/open-rooms";
import { roomAccess } from "@/lib/games/online/rooms/room-access";
import { roomByCode } from "@/lib/games/online/rooms/room-by-code";
import { ROOM_CODE_ALPHABET } from "@/lib/games/online/rooms/room-code";
import { roomSeats } from "@/lib/games/online/rooms/room-seats";
import { setSeatControl } from "@/lib/games/online/rooms/set-seat-control";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { watchRoom } from "@/lib/games/online/rooms/watch-room";
import { screenGameSetupSchema } from "@/lib/games/screen/setup";
import { deckInput, key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

/** A standard deck with Mum, Sam and Max; its owner hosts a Classic Snap room with the three of them and a bot. */
async function roomOfThree(options: { hostPlays?: boolean } = {}) {
  const host = await makeUser("Mum");
  const { deckId, players, cards } = await makeDeck(host.id, { players: ["Mum", "Sam", "Max"] });
  const [mum, sam, max] = players;
  const input = {
    deckId,
    requestKey: key(),
    game: "classic",
    seats: [...players.map((p) => ({ kind: "person", playerId: p.id })), { kind: "bot", pace: "normal" }],
    hostPlayerId: options.hostPlays === false ? null : mum!.id,
  };
  const { roomId, code } = await createRoom(host.id, input);
  return { host, deckId, cards, mum: mum!, sam: sam!, max: max!, input, roomId, code };
}

describe("opening a room for online play", () => {
  it("a deck editor opens a room with a six-character code of unambiguous letters, the host in their own seat", async () => {
    const { roomId, code, host, mum } = await roomOfThree();
    expect(code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(code).not.toMatch(/[01OIL]/);
    const room = await db.onlineRoom.findUniqueOrThrow({ where: { id: roomId }, include: { seats: true } });
    expect(room.status).toBe("LOBBY");
    expect(room.hostId).toBe(host.id);
    expect(room.seats).toEqual([expect.objectContaining({ seatId: mum.id, userId: host.id, tokenHash: null, control: "PERSON" })]);
    const setup = screenGameSetupSchema.parse(room.setup);
    expect(setup.game).toBe("classic");
    expect(setup.seats.map((s) => s.kind)).toEqual(["person", "person", "person", "bot"]);
    expect(setup.matchesStay).toBe(true);
    expect(setup.deck.length).toBe(52);
  });

  it("an editor may open a room; a viewer is refused and an outsider is told the deck doesn't exist", async () => {
    const owner = await makeUser("Mum");
    const { deckId, players } = await makeDeck(owner.id);
    const input = () => ({ deckId, requestKey: key(), game: "table", seats: [{ kind: "person", playerId: players[0]!.id }, { kind: "bot", pace: "quick" }] });
    const editor = await makeMember(deckId, "Gran", "EDITOR");
    await expect(createRoom(editor.id, input())).resolves.toMatchObject({ code: expect.any(String) });
    const viewer = await makeMember(deckId, "Sam", "VIEWER");
    expect((await refusal(createRoom(viewer.id, input()))).status).toBe(403);
    const outsider = await makeUser("Stranger");
    expect((await refusal(createRoom(outsider.id, input()))).status).toBe(404);
    expect(await db.onlineRoom.count({ where: { deckId } })).toBe(1);
  });

  it("a retried create returns the same room; the same key for another game is refused", async () => {
    const { host, input, roomId, code, deckId } = await roomOfThree();
    expect(await createRoom(host.id, input)).toEqual({ roomId, code });
    const both = await Promise.all([createRoom(host.id, { ...input, requestKey: "same-key-twice" }), createRoom(host.id, { ...input, requestKey: "same-key-twice" })]);
    expect(both[0]).toEqual(both[1]);
    expect((await refusal(createRoom(host.id, { ...input, game: "table" }))).status).toBe(409);
    expect(await db.onlineRoom.count({ where: { deckId } })).toBe(2);
  });

  it("Snap Legacy waits for the twelve-card setup; a table needs at least one person", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await createDeck(owner.id, deckInput({ start: "setup" }));
    const players = await db.player.findMany({ where: { deckId } });
    const seats = [{ kind: "person", playerId: players[0]!.id }, { kind: "bot", pace: "quick" }];
    expect(await refusal(createRoom(owner.id, { deckId, requestKey: key(), game: "legacy", seats }))).toEqual({
      status: 409,
      message: "Finish the twelve-card setup before playing Snap Legacy.",
    });
    const bots = [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }];
    expect((await refusal(createRoom(owner.id, { deckId, requestKey: key(), game: "classic", seats: bots }))).message).toBe(
      "An online game needs at least one person: choose who plays.",
    );
    expect(await db.onlineRoom.count({ where: { deckId } })).toBe(0);
  });
});

describe("joining a room by its code", () => {
  it("a guest takes a free seat and gets a token that lets them in to this room only", async () => {
    const { roomId, code, sam } = await roomOfThree();
    const other = await roomOfThree();
    const { roomId: joined, token } = await joinRoomSeat({ userId: null }, { code: ` ${code.toLowerCase().slice(0, 3)} ${code.slice(3)} `, seatId: sam.id });
    expect(joined).toBe(roomId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await roomAccess(roomId, { userId: null, token })).toMatchObject({ role: "player", seatId: sam.id, userId: null });
    expect(await roomAccess(other.roomId, { userId: null, token })).toBeNull();
    const stored = await db.roomSeat.findUniqueOrThrow({ where: { roomId_seatId: { roomId, seatId: sam.id } } });
    expect(stored.tokenHash).not.toBe(token);
  });

  it("a taken seat can't be taken: of two devices asking at once, exactly one gets it", async () => {
    const { code, sam, mum } = await roomOfThree();
    const claims = await Promise.allSettled([joinRoomSeat({ userId: null }, { code, seatId: sam.id }), joinRoomSeat({ userId: null }, { code, seatId: sam.id })]);
    expect(claims.filter((c) => c.status === "fulfilled")).toHaveLength(1);
    expect(await refusal(joinRoomSeat({ userId: null }, { code, seatId: sam.id }))).toEqual({ status: 409, message: "That seat has just been taken. Choose another, or watch." });
    expect((await refusal(joinRoomSeat({ userId: null }, { code, seatId: mum.id }))).status).toBe(409);
  });

  it("a deck member takes a seat by account, one seat per room: asking again answers with their seat", async () => {
    const { code, roomId, deckId, sam, max } = await roomOfThree();
    const member = await makeMember(deckId, "Sam", "VIEWER");
    expect(await joinRoomSeat({ userId: member.id }, { code, seatId: sam.id })).toEqual({ roomId, token: null });
    expect(await joinRoomSeat({ userId: member.id }, { code, seatId: max.id })).toEqual({ roomId, token: null });
    expect(await roomAccess(roomId, { userId: member.id, token: null })).toMatchObject({ role: "player", seatId: sam.id });
    expect(await db.roomSeat.count({ where: { roomId, seatId: max.id } })).toBe(0);
  });

  it("someone signed in but outside the deck joins as a guest, with a token", async () => {
    const { code, roomId, sam } = await roomOfThree();
    const stranger = await makeUser("Neighbour");
    const { token } = await joinRoomSeat({ userId: stranger.id }, { code, seatId: sam.id });
    expect(token).not.toBeNull();
    expect(await roomAccess(roomId, { userId: stranger.id, token: null })).toBeNull();
  });

  it("bot seats can't be taken, and an unknown or finished room's code gets the same answer", async () => {
    const { code, roomId } = await roomOfThree();
    expect((await refusal(joinRoomSeat({ userId: null }, { code, seatId: "bot-1" }))).status).toBe(400);
    const unknown = await refusal(joinRoomSeat({ userId: null }, { code: "ZZZZZZ", seatId: "x" }));
    await db.onlineRoom.update({ where: { id: roomId }, data: { status: "OVER" } });
    const over = await refusal(joinRoomSeat({ userId: null }, { code, seatId: "x" }));
    expect(over).toEqual(unknown);
    expect(over.status).toBe(404);
    expect(await refusal(roomByCode(code))).toEqual(unknown);
    expect(await refusal(watchRoom({ code }))).toEqual(unknown);
  });

  it("a watcher without an account gets a watcher's token for this room only", async () => {
    const { code, roomId } = await roomOfThree();
    const other = await roomOfThree();
    const { roomId: watched, token } = await watchRoom({ code });
    expect(watched).toBe(roomId);
    expect(await roomAccess(roomId, { userId: null, token })).toMatchObject({ role: "spectator", seatId: null });
    expect(await roomAccess(other.roomId, { userId: null, token })).toBeNull();
  });

  it("the join page shows the deck's name, the game and the seats, and nothing else of the deck", async () => {
    const { code, roomId, host, mum, sam, cards } = await roomOfThree();
    await db.card.update({ where: { id: cards[0]!.id }, data: { word: "Kite" } });
    const room = await roomByCode(code);
    expect(room).toEqual({
      roomId,
      code,
      status: "LOBBY",
      deckName: "The Kitchen Deck",
      game: "classic",
      gameName: "Classic Snap",
      seats: [
        { id: mum.id, name: "Mum", colour: expect.any(String), kind: "person", taken: true },
        { id: sam.id, name: "Sam", colour: expect.any(String), kind: "person", taken: false },
        expect.objectContaining({ name: "Max", kind: "person", taken: false }),
        expect.objectContaining({ id: "bot-1", kind: "bot", taken: true }),
      ],
    });
    const shown = JSON.stringify(room);
    expect(shown).not.toContain("Kite");
    expect(shown).not.toContain(cards[0]!.id);
    expect(shown).not.toContain(host.email);
  });
});

describe("who may do what in a room", () => {
  it("the host, a seated player, a watching member, an outsider and another room's token", async () => {
    const { roomId, code, host, deckId, mum, sam } = await roomOfThree();
    const player = await makeMember(deckId, "Sam", "EDITOR");
    await joinRoomSeat({ userId: player.id }, { code, seatId: sam.id });
    const watcher = await makeMember(deckId, "Gran", "VIEWER");
    const outsider = await makeUser("Stranger");
    const other = await roomOfThree();
    const { token: otherToken } = await watchRoom({ code: other.code });

    expect(await roomAccess(roomId, { userId: host.id, token: null })).toMatchObject({ role: "host", seatId: mum.id, deckId });
    expect(await roomAccess(roomId, { userId: player.id, token: null })).toMatchObject({ role: "player", seatId: sam.id });
    expect(await roomAccess(roomId, { userId: watcher.id, token: null })).toMatchObject({ role: "spectator", seatId: null });
    expect(await roomAccess(roomId, { userId: outsider.id, token: null })).toBeNull();
    expect(await roomAccess(roomId, { userId: null, token: otherToken })).toBeNull();
    expect(await roomAccess("no-such-room", { userId: host.id, token: null })).toBeNull();
  });

  it("the room's seats say who sits where and who plays each", async () => {
    const { roomId, code, sam, max } = await roomOfThree();
    await joinRoomSeat({ userId: null }, { code, seatId: sam.id });
    const seats = await roomSeats(roomId);
    expect(seats.map((s) => [s.name, s.control, s.takenBy])).toEqual([
      ["Mum", "PERSON", "Mum"],
      ["Sam", "PERSON", "Sam"],
      ["Max", "PERSON", null],
      ["Robin Bot", "BOT", null],
    ]);
    expect(seats.find((s) => s.id === max.id)?.kind).toBe("person");
  });

  it("the deck's page lists its rooms still open, newest first; a finished room is not listed", async () => {
    const { host, deckId, roomId, code, input } = await roomOfThree();
    const second = await createRoom(host.id, { ...input, requestKey: key() });
    const finished = await createRoom(host.id, { ...input, requestKey: key() });
    await db.onlineRoom.update({ where: { id: finished.roomId }, data: { status: "OVER" } });
    const rooms = await openRooms(host.id, deckId);
    expect(rooms.map((r) => r.roomId)).toEqual([second.roomId, roomId]);
    expect(rooms[1]).toMatchObject({ code, gameName: "Classic Snap", hostName: "Mum", status: "LOBBY" });
    expect((await refusal(openRooms((await makeUser("Stranger")).id, deckId))).status).toBe(404);
  });
});

describe("starting the room's game", () => {
  it("waits while a person's seat is free, naming who: a seat made a bot counts as filled", async () => {
    const { host, roomId, code, sam, max } = await roomOfThree();
    expect(await refusal(startRoom(host.id, { roomId }))).toEqual({ status: 409, message: "Waiting for Sam and Max to join (or make them bots)." });
    await joinRoomSeat({ userId: null }, { code, seatId: sam.id });
    expect((await refusal(startRoom(host.id, { roomId }))).message).toBe("Waiting for Max to join (or make them bots).");
    await setSeatControl(host.id, { roomId, seatId: max.id, control: "BOT" });
    expect(await roomByCode(code).then((r) => r.seats.find((s) => s.id === max.id)?.taken)).toBe(false);
    await expect(startRoom(host.id, { roomId })).resolves.toMatchObject({ gameId: expect.any(String) });
  });

  it("a seat made a bot and back is free again; only the host changes seats, only in the lobby", async () => {
    const { host, roomId, deckId, max } = await roomOfThree();
    await setSeatControl(host.id, { roomId, seatId: max.id, control: "BOT" });
    await setSeatControl(host.id, { roomId, seatId: max.id, control: "PERSON" });
    expect(await db.roomSeat.count({ where: { roomId, seatId: max.id } })).toBe(0);
    const editor = await makeMember(deckId, "Gran", "EDITOR");
    expect((await refusal(setSeatControl(editor.id, { roomId, seatId: max.id, control: "BOT" }))).status).toBe(404);
  });

  it("only the host starts, once: the game is ONLINE, dealt, with the deck's words as they are now", async () => {
    const { host, roomId, code, deckId, cards, sam, max } = await roomOfThree();
    await joinRoomSeat({ userId: null }, { code, seatId: sam.id });
    await joinRoomSeat({ userId: null }, { code, seatId: max.id });
    await db.card.update({ where: { id: cards[5]!.id }, data: { word: "Banana" } });
    const editor = await makeMember(deckId, "Gran", "EDITOR");
    expect((await refusal(startRoom(editor.id, { roomId }))).status).toBe(404);

    const starts = await Promise.all([startRoom(host.id, { roomId }), startRoom(host.id, { roomId })]);
    expect(starts[0]).toEqual(starts[1]);
    expect(await startRoom(host.id, { roomId })).toEqual(starts[0]);
    const game = await db.game.findUniqueOrThrow({ where: { id: starts[0].gameId } });
    expect(game).toMatchObject({ mode: "ONLINE", deckId, createdById: host.id, creationKey: `room:${roomId}`, status: "PLAYING", actionCount: 0 });
    expect(game.checkpoint).not.toBeNull();
    const setup = screenGameSetupSchema.parse(game.setup);
    expect(setup.deck.find((c) => c.id === cards[5]!.id)?.word).toBe("Banana");
    const room = await db.onlineRoom.findUniqueOrThrow({ where: { id: roomId } });
    expect(room).toMatchObject({ status: "PLAYING", gameId: game.id, startedAt: expect.any(Date) });
    expect(await db.game.count({ where: { deckId } })).toBe(1);
  });

  it("a seat left free can be taken mid-game; a taken one can't", async () => {
    const { host, roomId, code, sam, max } = await roomOfThree();
    await joinRoomSeat({ userId: null }, { code, seatId: sam.id });
    await setSeatControl(host.id, { roomId, seatId: max.id, control: "BOT" });
    await startRoom(host.id, { roomId });
    const late = await joinRoomSeat({ userId: null }, { code, seatId: max.id });
    expect(await roomAccess(roomId, { userId: null, token: late.token })).toMatchObject({ role: "player", seatId: max.id });
    expect((await refusal(joinRoomSeat({ userId: null }, { code, seatId: max.id }))).status).toBe(409);
    expect((await refusal(joinRoomSeat({ userId: null }, { code, seatId: sam.id }))).status).toBe(409);
  });
});
