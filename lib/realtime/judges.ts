import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Server } from "socket.io";
import { db } from "@/lib/db/client";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { createJudgeStore, keptVerdicts } from "@/lib/games/online/judge-store";
import { currentCheckpoint } from "@/lib/games/recorded-actions";
import { GameMovedOn, type Arrival, type Presence, type RoomJudge, type RoomJudgeOptions } from "@/lib/games/online/judge-types";
import type { Ack, JudgeHostCommand, SeatControl, ShoutIntent, StepMessage, TurnIntent, WordsIntent } from "@/lib/games/online/protocol";
import { screenGameSetupSchema } from "@/lib/games/screen/setup";
import { stepToWire } from "@/lib/games/online/step-wire";
import { putDrawingsAside, takeDrawingsAside } from "./drawings-in-transit";
import { socketRoom } from "./socket-room";

export type CreateJudge = (options: RoomJudgeOptions) => RoomJudge;

/** An intent on its way to the room's judge, wherever that is. */
export type Intent =
  | { kind: "turn"; arrival: Arrival; intent: TurnIntent }
  | { kind: "shout"; arrival: Arrival; intent: ShoutIntent }
  | { kind: "words"; arrival: Arrival; intent: WordsIntent }
  | { kind: "host"; intent: JudgeHostCommand };

/** How long a device waits for a judge in another process before it is told to try again. */
const FORWARD_TIMEOUT_MS = 3_000;
/** How often rooms with devices here and no judge anywhere are looked for. */
const TAKEOVER_EVERY_MS = 1_000;
const NOT_STARTED: Ack = { ok: false, reason: "The game hasn't started yet" };
const GAME_OVER: Ack = { ok: false, reason: REFUSED.over };
const NO_JUDGE: Ack = { ok: false, reason: "The room's game is not being judged right now: try again in a moment" };
const DRAWINGS_LOST: Ack = { ok: false, reason: "The handwriting didn't reach the table in time: send the words again." };

interface Forwarded {
  roomId: string;
  replyTo: string;
  requestId: string;
  /** A words intent's drawings are never in it: they are put aside (drawingsAside) under these ids. */
  request: Intent;
  drawingsAside?: string[];
}

interface Answer {
  replyTo: string;
  requestId: string;
  ack: Ack;
}

function judgeSays(judge: RoomJudge, request: Intent): Promise<Ack> {
  switch (request.kind) {
    case "turn":
      return judge.turn(request.arrival, request.intent);
    case "shout":
      return judge.shout(request.arrival, request.intent);
    case "words":
      return judge.words(request.arrival, request.intent);
    case "host":
      return judge.host(request.intent);
  }
}

/**
 * Which rooms this process judges. A room is judged by the process holding its PostgreSQL
 * advisory lock (taken on a connection of its own, so the lock goes when the process dies);
 * intents that arrive elsewhere are passed to it over the adapter (Socket.IO's server-side
 * emit) and its answer comes back the same way.
 */
export class RoomJudges {
  private readonly judged = new Map<string, RoomJudge>();
  /** Rooms being taken to judge here: intents for them wait for the judge. */
  private readonly taking = new Map<string, Promise<void>>();
  private readonly waiting = new Map<string, (ack: Ack) => void>();
  private readonly processId = randomUUID();
  private lockClient: Promise<pg.Client>;
  /** The last query on the locks' connection: the next waits for it (lockQuery). */
  private lastLockQuery: Promise<unknown> = Promise.resolve();
  private readonly takeoverTimer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly io: Server,
    private readonly options: {
      databaseUrl: string;
      createJudge: CreateJudge;
      /** Rooms with a device connected to this process. */
      localRooms(): string[];
      /** Every seat's presence in the room, over all processes. */
      presences(roomId: string): Promise<Presence[]>;
      roomChanged(roomId: string): void;
    },
  ) {
    this.lockClient = this.connectLockClient();
    io.on("intent", (message: Forwarded) => {
      // The asking process tells its device to try again when no answer comes.
      this.answerForwarded(message).catch((error: Error) => console.error(`[realtime] An intent for room ${message.roomId} failed: ${error.message}`));
    });
    io.on("answer", (answer: Answer) => {
      if (answer.replyTo !== this.processId) return;
      this.waiting.get(answer.requestId)?.(answer.ack);
    });
    io.on("presence", (roomId: string, presence: Presence) => this.present(roomId, presence));
    this.takeoverTimer = setInterval(() => {
      for (const roomId of options.localRooms()) if (!this.judged.has(roomId)) void this.tryToJudge(roomId);
    }, TAKEOVER_EVERY_MS);
  }

  /** The room's judge when this process holds it. */
  local(roomId: string): RoomJudge | null {
    return this.judged.get(roomId) ?? null;
  }

  /** Asks the room's judge, here or in another process. */
  async ask(roomId: string, request: Intent): Promise<Ack> {
    await this.taking.get(roomId);
    const judge = this.judged.get(roomId);
    if (judge) return judgeSays(judge, request);
    const room = await db.onlineRoom.findUnique({ where: { id: roomId }, select: { status: true } });
    if (room?.status === "LOBBY") return NOT_STARTED;
    if (room?.status !== "PLAYING") return GAME_OVER;
    const requestId = randomUUID();
    const message: Forwarded = { roomId, replyTo: this.processId, requestId, request };
    if (request.kind === "words" && request.intent.drawings?.length) {
      message.drawingsAside = await putDrawingsAside(roomId, request.intent.drawings);
      message.request = { ...request, intent: { ...request.intent, drawings: [] } };
    }
    return new Promise<Ack>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(requestId);
        resolve(NO_JUDGE);
      }, FORWARD_TIMEOUT_MS);
      this.waiting.set(requestId, (ack) => {
        clearTimeout(timer);
        this.waiting.delete(requestId);
        resolve(ack);
      });
      this.io.serverSideEmit("intent", message);
    });
  }

  /** Tells the room's judge, wherever it is, that a seat's device came, went or measured anew. */
  presence(roomId: string, presence: Presence): void {
    if (this.judged.has(roomId)) this.present(roomId, presence);
    else this.io.serverSideEmit("presence", roomId, presence);
  }

  /**
   * A seat's presence, to the judge in this process. A device arriving at a seat the judge has a bot
   * playing may be someone who has just taken it with the code (rooms give a seat left to a bot back
   * to a person who claims it, even mid-game): the room's record says so, and the person plays it.
   */
  private present(roomId: string, presence: Presence): void {
    const judge = this.judged.get(roomId);
    if (!judge) return;
    judge.presence(presence);
    if (presence.connected && judge.controls()[presence.seatId] === "BOT") {
      this.restoreIfTaken(roomId, judge, presence.seatId).catch((error: Error) =>
        console.error(`[realtime] Could not give seat ${presence.seatId} of room ${roomId} back: ${error.message}`),
      );
    }
  }

  private async restoreIfTaken(roomId: string, judge: RoomJudge, seatId: string): Promise<void> {
    const seat = await db.roomSeat.findUnique({ where: { roomId_seatId: { roomId, seatId } }, select: { control: true } });
    if (seat?.control === "PERSON") await judge.host({ msgId: `seat-taken:${randomUUID()}`, command: "restore", seatId });
  }

  private async answerForwarded(message: Forwarded): Promise<void> {
    const judge = this.judged.get(message.roomId);
    if (!judge) return;
    const answer: Answer = { replyTo: message.replyTo, requestId: message.requestId, ack: await this.judgeForwarded(judge, message) };
    this.io.serverSideEmit("answer", answer);
  }

  /** A forwarded intent, its drawings taken from where they were put aside. */
  private async judgeForwarded(judge: RoomJudge, message: Forwarded): Promise<Ack> {
    const { request, drawingsAside } = message;
    if (request.kind !== "words" || !drawingsAside?.length) return judgeSays(judge, request);
    const drawings = await takeDrawingsAside(message.roomId, drawingsAside);
    if (!drawings) return DRAWINGS_LOST;
    return judgeSays(judge, { ...request, intent: { ...request.intent, drawings } });
  }

  /** The connection the locks are held on (a failed one is tried again when next needed). */
  private connectLockClient(): Promise<pg.Client> {
    const connecting = this.openLockClient();
    // Whoever needs the connection sees the failure; nobody else must crash on it.
    connecting.catch((error: Error) => {
      console.error(`[realtime] The judging locks' connection could not be opened: ${error.message}`);
      if (!this.closed) setTimeout(() => (this.lockClient = this.connectLockClient()), TAKEOVER_EVERY_MS);
    });
    return connecting;
  }

  /** A query on the locks' connection, after the one before it: a pg client runs one query at a
   *  time, and rooms are taken and let go concurrently. */
  private lockQuery<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
    const query = this.lastLockQuery.then(async () => (await this.lockClient).query<Row>(sql, values));
    this.lastLockQuery = query.catch(() => undefined);
    return query;
  }

  private async openLockClient(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    // Losing this connection loses every lock on it: another process may judge those rooms now.
    client.on("error", (error) => {
      console.error(`[realtime] The judging locks' connection failed: ${error.message}`);
      for (const roomId of [...this.judged.keys()]) this.drop(roomId, false);
      if (!this.closed) this.lockClient = this.connectLockClient();
    });
    await client.connect();
    return client;
  }

  /**
   * Judges the room when it is being played and nobody judges it: takes its lock, loads the game
   * as its recorded moves left it, and tells every device to resync from the fresh table.
   */
  tryToJudge(roomId: string): Promise<void> {
    const taking = this.taking.get(roomId);
    if (taking) return taking;
    if (this.closed || this.judged.has(roomId)) return Promise.resolve();
    const take = this.take(roomId).finally(() => this.taking.delete(roomId));
    this.taking.set(roomId, take);
    return take;
  }

  private async take(roomId: string): Promise<void> {
    let locked = false;
    try {
      const playing = await db.onlineRoom.findUnique({ where: { id: roomId }, select: { status: true, gameId: true } });
      if (playing?.status !== "PLAYING" || !playing.gameId) return;
      const [row] = (await this.lockQuery<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked", [lockKey(roomId)])).rows;
      locked = row?.locked === true;
      if (!locked) return;
      const judge = await this.loadJudge(roomId);
      if (!judge || this.closed) {
        judge?.stop();
        await this.unlock(roomId);
        return;
      }
      this.judged.set(roomId, judge);
      for (const presence of await this.options.presences(roomId)) judge.presence(presence);
      this.options.roomChanged(roomId);
    } catch (error) {
      console.error(`[realtime] Could not take room ${roomId} to judge: ${(error as Error).message}`);
      if (locked && !this.judged.has(roomId)) await this.unlock(roomId).catch(() => undefined);
    }
  }

  private async loadJudge(roomId: string): Promise<RoomJudge | null> {
    const room = await db.onlineRoom.findUnique({
      where: { id: roomId },
      select: {
        status: true,
        paused: true,
        deckId: true,
        hostId: true,
        seats: { select: { seatId: true, control: true } },
        game: { select: { id: true, setup: true, checkpoint: true, actionCount: true, status: true } },
      },
    });
    if (room?.status !== "PLAYING" || !room.game || room.game.status !== "PLAYING") return null;
    const game = room.game;
    const setup = screenGameSetupSchema.parse(game.setup);
    const checkpoint = await currentCheckpoint(db, setup, { ...game, deckId: room.deckId });
    const store = createJudgeStore({ roomId, gameId: game.id, deckId: room.deckId, hostId: room.hostId, setup }, { actionCount: game.actionCount, checkpoint });
    const controls: Record<string, SeatControl> = Object.fromEntries(room.seats.map((s) => [s.seatId, s.control]));
    const verdicts = await keptVerdicts(game.id);
    const to = this.io.to(socketRoom(roomId));
    return this.options.createJudge({
      setup,
      checkpoint,
      actionCount: game.actionCount,
      controls,
      paused: room.paused,
      verdicts,
      deps: {
        now: Date.now,
        setTimer(ms, run) {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
        store: {
          ...store,
          record: (from, actions, botPlayed, drawings) =>
            store.record(from, actions, botPlayed, drawings).catch((error: Error) => {
              // The judge stops on any move it could not record (it may have shown it already). The
              // room is let go: when another process judged the game meanwhile, it is theirs; when
              // the database failed, the takeover takes the room again from its recorded moves.
              if (!(error instanceof GameMovedOn)) {
                console.error(`[realtime] A move of room ${roomId} was not recorded (${error.message}): judging it again from its recorded moves`);
                // Every device shows "Reconnecting the table…" until the room's next view or move.
                to.emit("reconnecting");
              }
              this.drop(roomId, true);
              throw error;
            }),
        },
        broadcast: (step: StepMessage) => {
          to.emit("step", stepToWire(step));
          if (step.state.phase === "over") this.drop(roomId, true);
        },
        roomChanged: () => this.options.roomChanged(roomId),
        verdictChanged: (verdict) => to.emit("verdict", verdict),
      },
    });
  }

  /** Stops judging the room and lets its lock go (the game is over, or someone else has it). */
  private drop(roomId: string, unlock: boolean): void {
    const judge = this.judged.get(roomId);
    if (!judge) return;
    this.judged.delete(roomId);
    judge.stop();
    if (unlock) void this.unlock(roomId).catch(() => undefined);
    this.options.roomChanged(roomId);
  }

  private async unlock(roomId: string): Promise<void> {
    await this.lockQuery("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [lockKey(roomId)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.takeoverTimer);
    for (const judge of this.judged.values()) judge.stop();
    this.judged.clear();
    for (const answer of this.waiting.values()) answer(NO_JUDGE);
    await (await this.lockClient.catch(() => null))?.end().catch(() => undefined);
  }
}

/** The advisory lock's key: the room's id in a namespace of its own. */
function lockKey(roomId: string): string {
  return `snap-legacy:online-room:${roomId}`;
}
