// Online rooms named with another deck's ids: the sockets' own verbs (connecting to a room, the
// host's seat commands, the winner's words), and an online game of deck A whose stored setup
// deals a card of deck B (written straight into the database, as a forged file would have it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { DeckError } from "@/lib/decks/errors";
import { createJudgeStore } from "@/lib/games/online/judge-store";
import { roomGameCards } from "@/lib/games/online/room-cards";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { NOT_ALLOWED } from "@/lib/realtime/socket-server";
import { connectDevice, makeRoom, msgId, startGame, type Device, type TestRoom } from "../support/realtime-room";
import { startRealtimeServer, type RealtimeServer } from "../support/realtime-server";
import { key } from "./deck-helpers";
import { aWonSnap, everythingOf, forgedSetup, secretsIn, twoFamilies, unknownIds, type Families } from "./deck-scoping-helpers";

describe("the sockets of a room, asked with the ids of another deck's room", () => {
  let server: RealtimeServer;
  let ours: TestRoom;
  let theirs: TestRoom;
  let host: Device;

  beforeAll(async () => {
    server = await startRealtimeServer();
    ours = await makeRoom({ people: ["Ann", "Alf"] });
    theirs = await makeRoom({ people: ["Bertha", "Boris"] });
    await startGame(ours);
    await startGame(theirs);
    host = await connectDevice(server.baseUrl, ours.roomId, ours.cookies[ours.setup.seats[0]!.id]!);
  });

  afterAll(async () => {
    host.close();
    await server.close();
  });

  it("refuses deck A's host a connection to deck B's room, as to a room that doesn't exist", async () => {
    const connect = (roomId: string) =>
      connectDevice(server.baseUrl, roomId, ours.cookies[ours.setup.seats[0]!.id]!).then(
        (device) => {
          device.close();
          return "connected";
        },
        (error: Error) => error.message,
      );
    expect(await connect(theirs.roomId)).toBe(NOT_ALLOWED);
    expect(await connect(unknownIds().room)).toBe(NOT_ALLOWED);
  });

  it("answers the host's commands and the words naming deck B's seats and cards as it answers ids of nothing, and changes nothing of deck B", async () => {
    const before = await everythingOf(theirs.deckId);
    const nothing = unknownIds();
    const theirSeat = theirs.setup.seats[1]!.id;
    const theirCard = theirs.setup.deck[0]!.id;
    for (const command of ["bot", "remove", "restore"] as const) {
      const answer = await host.send("host", { msgId: msgId(), command, seatId: theirSeat });
      expect(answer).toMatchObject({ ok: false });
      expect(answer).toEqual(await host.send("host", { msgId: msgId(), command, seatId: nothing.seat }));
    }
    const words = await host.send("words", { msgId: msgId(), words: { [theirCard]: "Mine" } });
    expect(words).toMatchObject({ ok: false });
    expect(words).toEqual(await host.send("words", { msgId: msgId(), words: { [nothing.card]: "Mine" } }));
    expect(await everythingOf(theirs.deckId)).toEqual(before);
  });
});

describe("an online game of deck A whose stored setup deals a card of deck B", () => {
  let f: Families;
  let setup: ReturnType<typeof forgedSetup>;
  let roomId: string;

  beforeAll(async () => {
    f = await twoFamilies();
    const theirCard = await db.card.findUniqueOrThrow({ where: { id: f.theirs.card } });
    const ourCard = f.ours.cards.find((c) => c.rank === theirCard.rank && c.word === null)!;
    setup = forgedSetup({ players: f.ours.players, theirCard, ourCard });
    const room = await db.onlineRoom.create({
      data: {
        deckId: f.ours.deckId,
        code: key().slice(0, 6).toUpperCase(),
        hostId: f.alice.id,
        setup: setup as object,
        seats: { create: setup.seats.map((seat, i) => (i === 0 ? { seatId: seat.id, userId: f.alice.id } : { seatId: seat.id, control: "BOT" as const })) },
      },
    });
    roomId = room.id;
  }, 60_000);

  it("is started by its host with the words its setup has, never with deck B's card's word", async () => {
    const before = await everythingOf(f.theirs.deck);
    const { gameId } = await startRoom(f.alice.id, { roomId });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(secretsIn(game.setup)).toEqual([]);
    expect(await everythingOf(f.theirs.deck)).toEqual(before);
  });

  it("shows the room's devices no word, code or picture of deck B's card", async () => {
    // Starting again answers with the game already started.
    await startRoom(f.alice.id, { roomId });
    const cards = await roomGameCards(roomId);
    expect(cards).not.toBeNull();
    expect(secretsIn(cards)).toEqual([]);
    const theirs = cards!.cards.find((card) => card.id === f.theirs.card);
    expect(theirs).toMatchObject({ word: null, code: undefined, colour: undefined, artId: undefined });
  });

  it("refuses the winner's words on deck B's card as a card not in the deck, and writes nothing anywhere", async () => {
    const { gameId } = await startRoom(f.alice.id, { roomId });
    const store = createJudgeStore({ roomId, gameId, deckId: f.ours.deckId, hostId: f.alice.id, setup });
    const before = await everythingOf(f.theirs.deck);
    const refused = await store.record(0, aWonSnap(setup), new Set()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DeckError);
    expect(refused).toMatchObject({ status: 404, message: "That card doesn't exist, or isn't shared with you." });
    expect(await everythingOf(f.theirs.deck)).toEqual(before);
    expect(await db.game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({ actionCount: 0 });
    expect(await db.wordEvent.count({ where: { deckId: f.ours.deckId, gameId } })).toBe(0);
  });
});
