// Online, the winner of a snap may write each word by hand on their device: the strokes travel
// with the words message to the server, are checked before anything is written, and kept in the
// judge's words transaction. Every other device hears only which cards were written on (it reads
// the new faces); a drawing never travels in a PostgreSQL NOTIFY, even between processes.
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createJudgeStore } from "@/lib/games/online/judge-store";
import type { RoomView, StepMessage } from "@/lib/games/online/protocol";
import { openingStep, rulesFor, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { NOT_WRITTEN_HERE, OF_ANOTHER_WORD } from "@/lib/games/won-snap-drawings";
import { encodeDrawing } from "@/lib/handwriting/stored-form";
import { otherProcessesAlive } from "@/lib/realtime/adapter";
import type { GameAction } from "@/lib/rules";
import { stepSeen } from "../support/realtime-player";
import { connectDevice, makeRoom, msgId, startGame, type Device, type TestRoom } from "../support/realtime-room";
import { startRealtimeServer, type RealtimeServer } from "../support/realtime-server";
import { handwriting } from "../support/synthetic-handwriting";

/** The moves of the room's game up to a snap its first seat (Mum) won: the table waits for her words. */
function movesToMumsWonSnap(setup: ScreenGameSetup): GameAction[] {
  const rules = rulesFor(setup);
  let state: ScreenState = openingStep(setup).state;
  const moves: GameAction[] = [];
  const play = (move: GameAction) => {
    moves.push(move);
    state = rules.apply(state, move).state;
  };
  const mum = setup.seats[0]!.id;
  for (let at = 1_000; at < 400_000; at += 1_000) {
    const calls = rules.rightCalls(state, mum);
    if (calls.length > 0) {
      play({ type: "shout", playerId: mum, call: calls[0]!, reactionMs: 400, atMs: at + 400 });
      play({ type: "resolveShouts", atMs: at + 400 + setup.tieWindowMs + 1 });
      if (rules.wordsWanted(state)?.playerId === mum) return moves;
    }
    play({ type: "turn", playerId: state.players[state.current]!.id, atMs: at + 1_000 });
  }
  throw new Error("Mum won no snap");
}

interface AtWonSnap {
  room: TestRoom;
  gameId: string;
  /** The won cards waiting for Mum's words. */
  cards: string[];
}

/** A room whose game is recorded up to Mum's won snap, as its judge will load it. */
async function roomAtMumsWonSnap(): Promise<AtWonSnap> {
  const room = await makeRoom({ people: ["Mum", "Sam"], seed: 3 });
  const gameId = await startGame(room);
  const moves = movesToMumsWonSnap(room.setup);
  await createJudgeStore({ roomId: room.roomId, gameId, deckId: room.deckId, hostId: room.host.id, setup: room.setup }).record(0, moves, new Set());
  let state: ScreenState = openingStep(room.setup).state;
  for (const move of moves) state = rulesFor(room.setup).apply(state, move).state;
  return { room, gameId, cards: rulesFor(room.setup).wordsWanted(state)!.cardIds };
}

const seatOf = (room: TestRoom, i: number) => room.setup.seats[i]!.id;
const judged = (view: RoomView) => view.table?.wordsDueBy != null;
const wordsOf = (cards: string[]) => Object.fromEntries(cards.map((cardId, i) => [cardId, ["Cabbage", "Dragon"][i % 2]!]));

async function nothingWritten(at: AtWonSnap) {
  expect(await db.wordEvent.count({ where: { deckId: at.room.deckId } })).toBe(0);
  expect(await db.wordDrawing.count({ where: { deckId: at.room.deckId } })).toBe(0);
}

describe("a won snap's words written by hand online", () => {
  let server: RealtimeServer;
  const devices: Device[] = [];
  const device = async (base: RealtimeServer, roomId: string, cookie: string) => {
    const connected = await connectDevice(base.baseUrl, roomId, cookie);
    devices.push(connected);
    return connected;
  };

  beforeEach(async () => {
    server ??= await startRealtimeServer();
  });
  afterEach(() => devices.splice(0).forEach((d) => d.close()));
  afterAll(() => server?.close());

  it("are kept with the winner's words in the judge's transaction; the other devices are told which cards changed, never the strokes", async () => {
    const at = await roomAtMumsWonSnap();
    const mum = await device(server, at.room.roomId, at.room.cookies[seatOf(at.room, 0)]!);
    await mum.nextView(judged);
    const sam = await device(server, at.room.roomId, at.room.cookies[seatOf(at.room, 1)]!);
    const gran = await device(server, at.room.roomId, at.room.spectator);
    const words = wordsOf(at.cards);
    const drawings = at.cards.map((cardId, i) => ({ cardId, word: words[cardId]!, drawing: handwriting(60 + i, { pressure: i === 0 }).stored }));

    expect(await mum.send("words", { msgId: msgId(), words, drawings })).toEqual({ ok: true });

    const events = await db.wordEvent.findMany({ where: { deckId: at.room.deckId }, select: { id: true, cardId: true, kind: true, gameId: true } });
    expect(events).toHaveLength(at.cards.length);
    const kept = await db.wordDrawing.findMany({ where: { deckId: at.room.deckId }, select: { wordEventId: true, cardId: true, strokes: true } });
    expect(kept).toEqual(expect.arrayContaining(drawings.map((d) => ({ cardId: d.cardId, strokes: d.drawing, wordEventId: events.find((e) => e.cardId === d.cardId)!.id }))));
    expect(kept).toHaveLength(drawings.length);
    for (const other of [sam, gran]) {
      const step = await stepSeen(other, (s: StepMessage) => s.written.length > 0);
      expect(step.written.toSorted()).toEqual(at.cards.toSorted());
      for (const d of drawings) expect(JSON.stringify(step)).not.toContain(d.drawing.slice(0, 40));
    }
  });

  it("a drawing that isn't one within the limits, for a card these words aren't on, of another word, or from another seat, is refused with a clear message and nothing is written", async () => {
    const at = await roomAtMumsWonSnap();
    const mum = await device(server, at.room.roomId, at.room.cookies[seatOf(at.room, 0)]!);
    await mum.nextView(judged);
    const sam = await device(server, at.room.roomId, at.room.cookies[seatOf(at.room, 1)]!);
    const words = wordsOf(at.cards);
    const [card] = at.cards as [string];
    const good = handwriting(70).stored;
    const point = (x: number, t: number) => ({ x, y: 700, t, pressure: 0.5 });
    const tooManyPoints = encodeDrawing({ strokes: Array.from({ length: 120 }, (_, s) => ({ pressure: false, points: [point(100 + s, s * 10)] })) });
    const outsideTheCard = encodeDrawing({ strokes: [{ pressure: false, points: [point(100, 0), point(1_600, 10)] }] });
    const anotherCard = at.room.setup.deck.find((c) => !at.cards.includes(c.id))!.id;
    const refusals: [unknown, RegExp | string][] = [
      [{ cardId: card, word: words[card], drawing: tooManyPoints }, /too many strokes|at most 100/i],
      [{ cardId: card, word: words[card], drawing: outsideTheCard }, /outside the card/i],
      [{ cardId: card, word: words[card], drawing: "NaN" }, /couldn.t be read/i],
      [{ cardId: anotherCard, word: "Cabbage", drawing: good }, NOT_WRITTEN_HERE],
      [{ cardId: card, word: "Parsnip", drawing: good }, OF_ANOTHER_WORD],
    ];
    for (const [drawing, reason] of refusals) {
      const ack = await mum.send("words", { msgId: msgId(), words, drawings: [drawing] });
      expect(ack).toMatchObject({ ok: false });
      expect(ack.ok === false && ack.reason).toMatch(reason);
    }
    // A drawing of NaN points is not even a message of ours.
    expect(await mum.send("words", { msgId: msgId(), words, drawings: [{ cardId: card, word: words[card], drawing: { strokes: [{ points: [{ x: Number.NaN }] }] } }] })).toEqual({
      ok: false,
      reason: "That words message is not one the server understands",
    });
    // Sam, who didn't win the snap, can't write Mum's cards by hand.
    const samSays = await sam.send("words", { msgId: msgId(), words, drawings: [{ cardId: card, word: words[card], drawing: good }] });
    expect(samSays).toEqual({ ok: false, reason: expect.stringMatching(/Mum/) });
    await nothingWritten(at);

    // Mum still writes them, by hand, once; the same message again writes nothing more.
    const message = { msgId: msgId(), words, drawings: [{ cardId: card, word: words[card], drawing: good }] };
    expect(await mum.send("words", message)).toEqual({ ok: true });
    expect(await mum.send("words", message)).toMatchObject({ ok: false });
    expect(await db.wordDrawing.findMany({ where: { deckId: at.room.deckId }, select: { cardId: true, strokes: true } })).toEqual([{ cardId: card, strokes: good }]);
  });

  it("the largest real message (six won piles' words, each written by hand) is heard and answered, not cut off", async () => {
    const at = await roomAtMumsWonSnap();
    const mum = await device(server, at.room.roomId, at.room.cookies[seatOf(at.room, 0)]!);
    await mum.nextView(judged);
    const six = Array.from({ length: 6 }, (_, i) => ({ cardId: `${"c".repeat(99)}${i}`, word: "w".repeat(200), drawing: "A".repeat(4_096) }));
    const ack = await mum.send("words", { msgId: msgId(), words: Object.fromEntries(six.map((d) => [d.cardId, d.word])), drawings: six });
    expect(ack).toMatchObject({ ok: false });
    expect(mum.socket.connected).toBe(true);
    await nothingWritten(at);
  });

  it("sent from a device on a process that doesn't judge the room, reaches the judge without a NOTIFY carrying it: the processes say ids, and the devices read the faces", async () => {
    const other = await startRealtimeServer();
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    const published: string[] = [];
    try {
      await listener.connect();
      listener.on("notification", (n) => published.push(n.payload ?? ""));
      await listener.query(`LISTEN "socket.io#/"`);
      const hearEachOther = async () => {
        while (!otherProcessesAlive(server.io.of("/").adapter as never) || !otherProcessesAlive(other.io.of("/").adapter as never)) await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await hearEachOther();

      const at = await roomAtMumsWonSnap();
      const sam = await device(server, at.room.roomId, at.room.cookies[seatOf(at.room, 1)]!);
      await sam.nextView(judged);
      const mum = await device(other, at.room.roomId, at.room.cookies[seatOf(at.room, 0)]!);
      await mum.nextView((view) => view.table !== null);
      const words = wordsOf(at.cards);
      const drawings = at.cards.map((cardId, i) => ({ cardId, word: words[cardId]!, drawing: handwriting(80 + i).stored }));
      const attachmentsBefore = await db.$queryRaw<{ id: bigint }[]>`SELECT max(id) AS id FROM socket_io_attachments`;

      const sent = msgId();
      expect(await mum.send("words", { msgId: sent, words, drawings })).toEqual({ ok: true });

      // Mum's own device hears of her words through the judge's broadcast: a NOTIFY, read by her process.
      await stepSeen(mum, (s) => s.written.length > 0);
      expect(await db.wordDrawing.count({ where: { deckId: at.room.deckId } })).toBe(drawings.length);
      expect(await db.drawingInTransit.count({ where: { roomId: at.room.roomId } })).toBe(0);
      await listener.query("SELECT 1"); // every notification sent before now has been delivered
      // Her words went to the judging process in a NOTIFY, and its broadcast came back in another.
      expect(published.filter((payload) => payload.includes(sent))).toHaveLength(1);
      expect(published.some((payload) => payload.includes('"written"'))).toBe(true);
      const attachments = await db.$queryRaw<{ payload: Buffer }[]>`SELECT payload FROM socket_io_attachments WHERE id > ${attachmentsBefore[0]?.id ?? 0}`;
      for (const d of drawings) {
        const piece = d.drawing.slice(0, 40);
        expect(published.filter((payload) => payload.includes(piece))).toEqual([]);
        expect(attachments.filter((a) => Buffer.from(a.payload).includes(piece))).toEqual([]);
      }
    } finally {
      devices.splice(0).forEach((d) => d.close());
      await listener.end();
      await other.close();
    }
  });
});
