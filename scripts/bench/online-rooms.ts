// Online rooms under load on this machine: N rooms × 4 devices (`tsx scripts/bench/online-rooms.ts
// 400`; 100 when not told), each device turning its cards and shouting at random reaction times.
// The server (realtime layer + room judges) runs in this process; the devices (socket.io-client on
// loopback) run in a child process of their own, so they don't share the server's event loop; each
// keeps only the latest view it was told, as a phone does (all 1,600 devices' steps, kept, filled
// that process's heap, and its collections took about a quarter of its CPU and stalled it for seconds).
// The load is a closed loop, as at a real table: each device acts on what it was last shown (it
// turns its card a moment after the last one was shown, and shouts at a match), so rooms whose
// moves wait for the server play slower, and a saturated machine stays saturated with fewer moves
// a second (the rooms' pace, moves a room a second, falls). A change that saves CPU then shows
// first as more moves a second, not a shorter recording: the machine's CPU per move recorded is
// what to compare between runs, and the recording p99 only falls once the machine has CPU to spare
// at the rooms' own pace (what few rooms play at). Every
// device is connected while the rooms are in their lobby; then every game starts at once. Prints the
// server's judging time (tie window closed → verdict sent) p50/p99, the moves recorded per second
// and each move's recording p50/p99 (judging stays flat while recording queues, so judging time
// alone hides saturation), apart for a won snap's words and every other move, the server's CPU per move recorded (what decides how many rooms one
// process holds, steady however saturated the run) and how much of it the kernel's (its sockets), where the machine's CPU went meanwhile (the
// server, the devices, PostgreSQL, the machine as a whole: one whose cores are full is saturated
// whatever the server does) and the same per move recorded, the server's database connections in use and queries waiting for one (a
// full pool is where moves queue), how long the server's event loop held a ready callback back (each
// await of a move's recording waits that long once more), the verdict skew between a room's devices, the steps a device got
// after their show-at instant and by how much (with the devices' own process's stalls, which make
// a step late in the reading, not in the sending), shouts lost or doubled
// (answered on a device vs kept in online_shouts), and the server's live heap per room (after a
// full collection: run node with --expose-gc, as `npm run bench` does; it also gives node the web
// server's flags, scripts/web-server-node-flags.ts, which a run by hand should give too). With `--flood`, one more
// device, in a room of its own, sends the largest message the server takes (MAX_MESSAGE_BYTES) as
// fast as it can in every other window of FLOOD_WINDOW_MS after the games' first seconds: the
// judging, recording and another room's clock round trip p99 of the flooded windows and of the
// undisturbed ones are printed side by side, with their ratio (what one device can do to everyone
// else's rooms), and the server's CPU in each. Alternating windows, not halves: a slow drift of the
// machine (the games' start, other work on it) falls on both sides alike. The flooding device runs
// in a third process, niced: an attacker's device is not on the server's machine, so its own work
// (making and sending the messages) takes only the CPU the server and the honest devices leave.
// With `--nice-devices`, the honest devices' process is niced too (NICE_DEVICES). With `--profile`,
// the server's CPU profile while the devices play is written to PROFILE_FILE.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { setPriority } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import { connectionsInUse, db } from "../../lib/db/client";
import { createRoomJudge } from "../../lib/games/online/judge/room-judge";
import type { RoomJudgeOptions } from "../../lib/games/online/judge-types";
import { MAX_MESSAGE_BYTES, type StepMessage } from "../../lib/games/online/protocol";
import { attachRealtime } from "../../lib/realtime/socket-server";
import { autoplay, type Player } from "../../tests/support/realtime-player";
import { connectDevice, makeRoom, startGame, TEST_SECRET, type Device, type TestRoom } from "../../tests/support/realtime-room";
import { startCpuProfile } from "./cpu-profile";
import { describeMachineCpu, watchMachineCpu } from "./machine-cpu";
import { percentile, runBenchmark, startBenchDatabase } from "./support";

const ROOMS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 100);
const FLOOD = process.argv.includes("--flood");
/** `--nice-devices`: the devices' process runs niced, as the flooder does: real devices are not on
 *  the server's machine, so the server and PostgreSQL get the CPU first (moves per second says
 *  whether the devices kept up the load meanwhile). */
const NICE_DEVICES = process.argv.includes("--nice-devices");
const PROFILE_FILE = process.argv.includes("--profile") ? "online-rooms-server.cpuprofile" : null;
const PEOPLE = ["Ann", "Ben", "Cat", "Dan"];
/** How long the rooms play: 30 s, or BENCH_PLAY_SECONDS (a --flood run's p99s steadier over more windows). */
const PLAY_MS = Number(process.env.BENCH_PLAY_SECONDS ?? 30) * 1000;
/** Devices connecting at once (each connection's session is checked in the database). */
const CONNECTING_AT_ONCE = 16;

/** What the devices' process reports: each seat's shouts sent, and when each verdict reached each device. */
interface DevicesReport {
  shouts: { roomId: string; seatId: string; shouts: string[]; answers: string[] }[];
  received: Record<string, number[]>;
  /** Steps shown at an instant, and how many reached their device after it (the devices share the
   *  server's clock on this machine): cards and verdicts. */
  shownAt: { cards: number; lateCards: number; verdicts: number; lateVerdicts: number; lateByMs: number[] };
  /** A watcher's clock round trips through the play (every CLOCK_EVERY_MS), each with when it was sent (epoch ms). */
  clockTrips: { at: number; ms: number }[];
  /** The devices' process's event loop held up past STALL_MS while playing: when each ended (epoch ms) and how long it was. */
  stalls: { at: number; ms: number }[];
}

/** How often the server's event loop is timed (monitorEventLoopDelay's resolution). */
const LOOP_DELAY_EVERY_MS = 10;

/** Often enough for a p99 of each half, well inside a device's rate limit (SOCKET_RATE). */
const CLOCK_EVERY_MS = 100;
/** An event loop held up this long (its 10 ms timer late by 50 ms or more) is stalled. */
const STALL_MS = 60;
/** The first seconds of play, when every game starts at once: not compared in a --flood run. */
const WARM_UP_MS = 5_000;
const FLOOD_WINDOW_MS = 2_500;

/** Which window of a --flood run an instant (epoch ms, shared by the processes) falls in, counted
 *  from the play's start: the warm-up, an undisturbed window, or a flooded one (every other). */
function windowAt(at: number, playedFrom: number): "warmUp" | "undisturbed" | "flooded" {
  if (at < playedFrom + WARM_UP_MS) return "warmUp";
  return Math.floor((at - playedFrom - WARM_UP_MS) / FLOOD_WINDOW_MS) % 2 === 1 ? "flooded" : "undisturbed";
}

/** A watching device's clock pings through the play, as a device syncing its clock sends them:
 *  each round trip with when it was sent (epoch ms). A watcher, so the players' own messages keep
 *  their whole rate limit. */
function clockTrips(device: Device) {
  const trips: { at: number; ms: number }[] = [];
  let stopped = false;
  const ping = () => {
    if (stopped) return;
    const at = Date.now();
    const t0 = performance.now();
    device.socket.timeout(5_000).emit("clock", { t0 }, (error: Error | null) => {
      if (!error && !stopped) trips.push({ at, ms: performance.now() - t0 });
      setTimeout(ping, CLOCK_EVERY_MS);
    });
  };
  ping();
  return { trips, stop: () => (stopped = true) };
}

/** Between the two processes (over their IPC channel): the devices are connected; the games have
 *  started (play); the devices have stopped playing, still connected (measure); measured (leave). */
type Signal = "connected" | "play" | "stopped" | "leave" | "flood" | "calm";

function nextSignal(from: NodeJS.Process | ChildProcess, wanted: Signal): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (message !== wanted) return;
      from.off("message", listener);
      resolve();
    };
    from.on("message", listener);
  });
}

/**
 * One device sending the largest message the server takes, as fast as its socket drains, until
 * stopped. Each is parsed by the server before anything else (its rate limit refuses it after).
 */
function flood(device: Device): { stop(): void; sent: () => number; reconnects: () => number } {
  let sent = 0;
  let reconnects = 0;
  let stopped = false;
  // Disconnected for flooding, it comes straight back, as a determined attacker would.
  const comeBack = () => {
    if (stopped) return;
    reconnects++;
    setTimeout(() => device.socket.connect(), 1);
  };
  device.socket.on("disconnect", comeBack);
  device.socket.on("connect_error", comeBack);
  const stopComingBack = () => {
    device.socket.off("disconnect", comeBack);
    device.socket.off("connect_error", comeBack);
  };
  const words = { card: "x".repeat(MAX_MESSAGE_BYTES - 200) };
  // As fast as the connection takes them: a few more whenever engine.io's write buffer has drained.
  // Only while connected: socket.io keeps what is emitted meanwhile to send on reconnecting, and a
  // flood kept so grows by hundreds of megabytes a second until the flooding process stalls (it
  // then stopped flooding after its third window, and the later "flooded" windows were calm).
  const burst = () => {
    if (stopped) return;
    if (device.socket.connected && device.socket.io.engine.writeBuffer.length < 20) {
      for (let i = 0; i < 20; i++) device.socket.emit("words", { msgId: `flood-${sent++}-padding`, words });
    }
    setTimeout(burst, 1);
  };
  burst();
  return {
    stop: () => {
      stopped = true;
      stopComingBack();
      device.socket.sendBuffer.length = 0;
      // Calm again, it is a device like any other: back in its room if it was let go.
      if (!device.socket.connected) device.socket.connect();
    },
    sent: () => sent,
    reconnects: () => reconnects,
  };
}

/** The devices' side: every seat of every room connected (rooms in their lobby), then playing for PLAY_MS once told. */
async function playDevices(baseUrl: string, rooms: TestRoom[]): Promise<DevicesReport> {
  const seats = rooms.flatMap((room) => room.setup.seats.map((seat) => ({ room, seat })));
  const devices: { room: TestRoom; seatId: string; device: Device }[] = [];
  const received: Record<string, number[]> = {};
  const shownAt = { cards: 0, lateCards: 0, verdicts: 0, lateVerdicts: 0, lateByMs: [] as number[] };
  for (let i = 0; i < seats.length; i += CONNECTING_AT_ONCE) {
    const batch = await Promise.all(
      seats.slice(i, i + CONNECTING_AT_ONCE).map(async ({ room, seat }) => ({ room, seatId: seat.id, device: await connectDevice(baseUrl, room.roomId, room.cookies[seat.id]!, { keeps: false }) })),
    );
    devices.push(...batch);
  }
  const players: { roomId: string; seatId: string; player: Player }[] = devices.map(({ room, seatId, device }) => {
    device.onStep((step) => {
      if (step.verdict) (received[`${room.roomId}:${step.actionCount}`] ??= []).push(performance.now());
      if (step.showAt === null || !counting) return;
      const now = Date.now();
      const late = now > step.showAt ? 1 : 0;
      if (late) shownAt.lateByMs.push(now - step.showAt);
      if (step.verdict) {
        shownAt.verdicts++;
        shownAt.lateVerdicts += late;
      } else {
        shownAt.cards++;
        shownAt.lateCards += late;
      }
    });
    return { roomId: room.roomId, seatId, player: autoplay(device, seatId, room.setup, { reactionMs: () => 180 + Math.random() * 500 }) };
  });
  const watcher = await connectDevice(baseUrl, rooms[0]!.roomId, rooms[0]!.spectator);
  const play = nextSignal(process, "play");
  process.send!("connected");
  await play;
  counting = true;
  const clock = clockTrips(watcher);
  const stalls = eventLoopStalls();
  await new Promise((resolve) => setTimeout(resolve, PLAY_MS));
  clock.stop();
  counting = false;
  players.forEach(({ player }) => player.stop());
  // Every shout sent is answered before the devices report (at most a minute: a saturated server
  // may still be judging the last ones); closing a device earlier would drop its unanswered shouts.
  const answered = () => players.every(({ player }) => player.shouts.every((shout) => shout.ack !== null));
  for (const until = performance.now() + 60_000; !answered() && performance.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100));
  const leave = nextSignal(process, "leave");
  process.send!("stopped");
  await leave;
  devices.forEach(({ device }) => device.close());
  watcher.close();
  return {
    shouts: players.map(({ roomId, seatId, player }) => ({ roomId, seatId, shouts: player.shouts.map((s) => `${s.turn}:${s.call}`), answers: player.shouts.map((s) => (s.ack === null ? "no answer" : s.ack.ok ? "ok" : s.ack.reason)) })),
    received,
    shownAt,
    clockTrips: clock.trips,
    stalls: stalls.stop(),
  };
}

/** How often, and how long, this process's event loop was held up past STALL_MS: a step read late in a stall was late in the reading. */
function eventLoopStalls() {
  const found: { at: number; ms: number }[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last > STALL_MS) found.push({ at: Date.now(), ms: now - last });
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return found;
    },
  };
}

/** The devices' process: rooms on stdin, its report as the last line of stdout, written out before it exits. */
async function devicesProcess() {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  const { baseUrl, rooms } = JSON.parse(input) as { baseUrl: string; rooms: TestRoom[] };
  const report = JSON.stringify(await playDevices(baseUrl, rooms));
  process.stdout.write(`${report}\n`, () => process.exit(0));
}

/** The flooding device's process: connected once told its room, flooding from each "flood" to the
 *  next "calm", until "stopped". */
async function floodingProcess() {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  const { baseUrl, flooder } = JSON.parse(input) as { baseUrl: string; flooder: TestRoom };
  const device = await connectDevice(baseUrl, flooder.roomId, flooder.cookies[flooder.setup.seats[0]!.id]!);
  let flow: ReturnType<typeof flood> | null = null;
  let since = 0;
  const totals = { sent: 0, reconnects: 0, ms: 0 };
  const calm = () => {
    if (!flow) return;
    flow.stop();
    totals.sent += flow.sent();
    totals.reconnects += flow.reconnects();
    totals.ms += performance.now() - since;
    flow = null;
  };
  const stopped = nextSignal(process, "stopped");
  process.on("message", (message) => {
    if (process.env.FLOOD_DEBUG) console.error("flooding process:", message, Math.round(performance.now()));
    if (message === "flood" && !flow) {
      flow = flood(device);
      since = performance.now();
    } else if (message === "calm") calm();
  });
  process.send!("connected");
  await stopped;
  calm();
  const seconds = totals.ms / 1000;
  console.error(`The flooding device sent ${totals.sent} messages of ${MAX_MESSAGE_BYTES - 200 + 60} bytes in ${seconds.toFixed(1)} s of flooding (${(totals.sent / seconds).toFixed(0)}/s), and was disconnected and came back ${totals.reconnects} times.`);
  device.close();
  process.exit(0);
}

/** The flooding device's process, started niced (see the top), connected to its room. */
async function startFlooder(baseUrl: string, flooder: TestRoom) {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--flooder"], { stdio: ["pipe", "inherit", "inherit", "ipc"] });
  if (child.pid !== undefined) setPriority(child.pid, 19);
  const connected = nextSignal(child, "connected");
  child.stdin!.end(JSON.stringify({ baseUrl, flooder }));
  const exited = new Promise((resolve) => child.once("close", resolve));
  await connected;
  return {
    pid: child.pid,
    flood: () => child.send("flood"),
    calm: () => child.send("calm"),
    stop: async () => {
      child.send("stopped");
      await exited;
    },
    kill: () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"),
  };
}

/** The devices' process, started; `report` resolves once it has exited and its stdout is read to the end. */
function startDevices(baseUrl: string, rooms: TestRoom[]) {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--devices"], { stdio: ["pipe", "pipe", "inherit", "ipc"] });
  if (NICE_DEVICES && child.pid !== undefined) setPriority(child.pid, 19);
  const connected = nextSignal(child, "connected");
  const stopped = nextSignal(child, "stopped");
  child.stdin!.end(JSON.stringify({ baseUrl, rooms }));
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const report = new Promise<DevicesReport>((resolve, reject) => {
    child.once("error", reject);
    // "close": the process has exited and its stdout has been read to its end ("exit" may come first).
    child.once("close", (code) => {
      if (code !== 0) return reject(new Error(`The devices' process failed (${code}).`));
      try {
        resolve(JSON.parse(output.trim().split("\n").at(-1)!) as DevicesReport);
      } catch (error) {
        reject(new Error(`The devices' report could not be read (${output.length} characters): ${(error as Error).message}`));
      }
    });
  });
  // Without a connected child, no signal ever comes: the report's failure ends the wait.
  const or = <T>(wait: Promise<T>) => Promise.race([wait, report.then(() => Promise.reject(new Error("The devices' process ended early.")))]);
  return {
    pid: child.pid,
    connected: or(connected),
    stopped: or(stopped),
    send: (signal: Signal) => child.send(signal),
    report,
    kill: () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"),
  };
}

/** Tie window closed (the judge's timer ran) → verdict sent, per verdict; and each move's recording;
 *  each with when it was measured (epoch ms, for the windows of a --flood run). */
const judgingMs: number[] = [];
const recordingMs: number[] = [];
/** The same, for the moves that write a won snap's words (a transaction of their own, with the
 *  deck's history) and for every other move (recorded with other rooms', plain-move-writer.ts). */
const recordingWordsMs: number[] = [];
const recordingPlainMs: number[] = [];
const judgedAt: number[] = [];
const recordedAt: number[] = [];
/** Moves recorded while the devices play (from the games' start to the devices' stop). */
let movesRecorded = 0;
let counting = false;

/** The room judge, with its timers and broadcasts watched to time the judging. */
function measuredJudge(options: RoomJudgeOptions) {
  let timerRanAt = 0;
  return createRoomJudge({
    ...options,
    deps: {
      ...options.deps,
      store: {
        ...options.deps.store,
        record: async (from, actions, botPlayed) => {
          const started = performance.now();
          await options.deps.store.record(from, actions, botPlayed);
          if (!counting) return;
          const tookMs = performance.now() - started;
          recordingMs.push(tookMs);
          (actions.some((action) => action.type === "writeWords") ? recordingWordsMs : recordingPlainMs).push(tookMs);
          recordedAt.push(Date.now());
          movesRecorded += actions.length;
        },
      },
      setTimer: (ms, run) =>
        options.deps.setTimer(ms, () => {
          timerRanAt = performance.now();
          run();
        }),
      broadcast: (step: StepMessage) => {
        if (counting && step.verdict && timerRanAt > 0) {
          judgingMs.push(performance.now() - timerRanAt);
          judgedAt.push(Date.now());
        }
        options.deps.broadcast(step);
      },
    },
  });
}

/** Shouts a device sent that are not kept (lost), and kept more often than sent (doubled). */
async function lostAndDoubled(report: DevicesReport, gameOf: Map<string, string>) {
  let lost = 0;
  let doubled = 0;
  const lostAnswers = new Map<string, number>();
  for (const { roomId, seatId, shouts, answers } of report.shouts) {
    const kept = await db.onlineShout.findMany({ where: { gameId: gameOf.get(roomId)!, seatId }, select: { turn: true, call: true } });
    const counts = new Map<string, number>();
    for (const key of shouts) counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const { turn, call } of kept) counts.set(`${turn}:${call}`, (counts.get(`${turn}:${call}`) ?? 0) - 1);
    for (const [shout, n] of counts) {
      if (n > 0) {
        lost += n;
        // What the device was answered for each shout not kept: a refusal before the judge, or no answer at all.
        const answer = answers[shouts.lastIndexOf(shout)] ?? "not sent";
        lostAnswers.set(answer, (lostAnswers.get(answer) ?? 0) + n);
      } else doubled -= n;
    }
  }
  return { lost, doubled, lostAnswers };
}

/** Waits until no shout has been kept for a second (at most 60 s): the judges' queues have drained. */
async function keptShoutsSettled(): Promise<void> {
  const deadline = performance.now() + 60_000;
  let last = -1;
  for (;;) {
    const kept = await db.onlineShout.count();
    if (kept === last || performance.now() > deadline) return;
    last = kept;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** How often the server's database connections in use are read while the devices play. */
const CONNECTIONS_EVERY_MS = 50;

/** The server's database connections in use, and queries waiting for one, and its judge's writers' connections in use, read until stopped. */
function sampleConnections() {
  const busy: number[] = [];
  const waiting: number[] = [];
  const writersBusy: number[] = [];
  const timer = setInterval(() => {
    const now = connectionsInUse();
    if (!now) return;
    busy.push(now.busy);
    waiting.push(now.waiting);
    writersBusy.push(now.writersBusy);
  }, CONNECTIONS_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      return { busy, waiting, writersBusy };
    },
  };
}

/** The live heap: what is left after a full collection (null without --expose-gc). */
function liveHeap(): number | null {
  if (!globalThis.gc) return null;
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

async function main() {
  const database = await startBenchDatabase();
  const server = createServer((_request, response) => response.writeHead(404).end());
  const realtime = attachRealtime(server, { createJudge: measuredJudge, secret: TEST_SECRET });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let devices: ReturnType<typeof startDevices> | null = null;
  let flooding: Awaited<ReturnType<typeof startFlooder>> | null = null;
  try {
    const rooms: TestRoom[] = [];
    for (let i = 0; i < ROOMS; i++) rooms.push(await makeRoom({ people: PEOPLE, seed: 1000 + i }));
    const flooder = FLOOD ? await makeRoom({ people: ["Flo", "Fay"], seed: 1 }) : null;
    const heapBefore = liveHeap();
    devices = startDevices(baseUrl, rooms);
    await devices.connected;
    if (flooder) flooding = await startFlooder(baseUrl, flooder);
    // Every device is in its room's lobby: every game starts now (the judges take them up within a second).
    const gameOf = new Map<string, string>();
    for (const room of rooms) gameOf.set(room.roomId, await startGame(room));
    counting = true;
    const started = performance.now();
    const playedFrom = Date.now();
    const cpuBefore = process.cpuUsage();
    // How long the server's event loop keeps a ready callback waiting: every await of a move's
    // recording waits for it once more, so a loop held up for tens of milliseconds a turn is queueing
    // that no single step shows.
    const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_EVERY_MS });
    loopDelay.enable();
    const machine = watchMachineCpu({ "the server": process.pid, "the devices": devices.pid, "the flooding device": flooding?.pid });
    const connections = sampleConnections();
    const profile = PROFILE_FILE ? await startCpuProfile() : null;
    devices.send("play");
    // A --flood run: every other window flooded, after the warm-up; the server's CPU of each kind.
    const cpuOf = { undisturbed: 0, flooded: 0 };
    let windowCpu = process.cpuUsage();
    const windows: ReturnType<typeof setTimeout>[] = [];
    for (let n = 0; flooding && WARM_UP_MS + n * FLOOD_WINDOW_MS < PLAY_MS; n++) {
      windows.push(
        setTimeout(() => {
          const used = process.cpuUsage(windowCpu);
          windowCpu = process.cpuUsage();
          if (n > 0) cpuOf[n % 2 === 0 ? "flooded" : "undisturbed"] += (used.user + used.system) / 1000;
          if (n % 2 === 1) flooding?.flood();
          else flooding?.calm();
        }, WARM_UP_MS + n * FLOOD_WINDOW_MS),
      );
    }
    await devices.stopped;
    await profile?.stop(PROFILE_FILE!);
    const connectionUse = connections.stop();
    loopDelay.disable();
    const machineCpu = machine.figures();
    windows.forEach(clearTimeout);
    await flooding?.stop();
    counting = false;
    const playedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const heapPlaying = liveHeap();
    devices.send("leave");
    const report = await devices.report;

    // A saturated process may still be recording the last shouts: count once the kept ones stop growing.
    await keptShoutsSettled();
    const { lost, doubled, lostAnswers } = await lostAndDoubled(report, gameOf);
    const skews = Object.values(report.received)
      .filter((at) => at.length === PEOPLE.length)
      .map((at) => Math.max(...at) - Math.min(...at));
    const shouts = report.shouts.reduce((sum, s) => sum + s.shouts.length, 0);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`${ROOMS} rooms × ${PEOPLE.length} devices${NICE_DEVICES ? " (their process niced)" : ""} for ${PLAY_MS / 1000} s: ${judgingMs.length} verdicts, ${shouts} shouts sent`);
    console.log(`judging time (tie window closed → verdict sent; it may wait for the room's move before it to be recorded): p50 ${ms(percentile(judgingMs, 50))}, p99 ${ms(percentile(judgingMs, 99))} (goal p99 ≤ 5 ms)`);
    const movesPerSecond = (movesRecorded * 1000) / playedMs;
    console.log(
      `moves recorded: ${movesPerSecond.toFixed(0)}/s, ${(movesPerSecond / ROOMS).toFixed(2)} a room a second (the rooms' pace: it falls as the server saturates); recording a move (from the judge asking to its commit): p50 ${ms(percentile(recordingMs, 50))}, p99 ${ms(percentile(recordingMs, 99))} (goal p99 ≤ 50 ms)`,
    );
    console.log(
      `  of which a won snap's words (${recordingWordsMs.length}): p50 ${ms(percentile(recordingWordsMs, 50))}, p99 ${ms(percentile(recordingWordsMs, 99))}; every other move (${recordingPlainMs.length}): p50 ${ms(percentile(recordingPlainMs, 50))}, p99 ${ms(percentile(recordingPlainMs, 99))}`,
    );
    console.log(
      `the server's CPU while the devices played: ${((cpuMs / playedMs) * 100).toFixed(0)} % of a core, ${(cpuMs / Math.max(1, movesRecorded)).toFixed(2)} ms per move recorded (the cost that decides how many rooms a process holds), ${((cpu.system / 1000 / cpuMs) * 100).toFixed(0)} % of it in the kernel (sockets: the devices' and PostgreSQL's, on loopback here)`,
    );
    console.log(`where the machine's CPU went while the devices played: ${describeMachineCpu(machineCpu)}`);
    const perMove = (cpuMs: number) => (cpuMs / Math.max(1, movesRecorded)).toFixed(2);
    console.log(
      `the machine's CPU per move recorded: ${perMove(machineCpu.machineCpuMs)} ms (${machineCpu.parts.map((part) => `${part.name} ${perMove(part.cpuMs)}`).join(", ")}): the rooms play at their own pace only while the machine has this much to spare for each of their moves`,
    );
    console.log(
      `the server's database connections (read every ${CONNECTIONS_EVERY_MS} ms): in use p50 ${percentile(connectionUse.busy, 50)}, p90 ${percentile(connectionUse.busy, 90)}, max ${Math.max(0, ...connectionUse.busy)}; queries waiting for one p50 ${percentile(connectionUse.waiting, 50)}, p90 ${percentile(connectionUse.waiting, 90)}, max ${Math.max(0, ...connectionUse.waiting)}; the judge's writers' own (plain moves, shouts, verdicts) in use p50 ${percentile(connectionUse.writersBusy, 50)}, max ${Math.max(0, ...connectionUse.writersBusy)}`,
    );
    // The histogram holds the whole time between two of its timer's turns: the wait is what is past the timer's own 10 ms.
    const heldBack = (ns: number) => ms(Math.max(0, ns / 1e6 - LOOP_DELAY_EVERY_MS));
    console.log(`the server's event loop held a ready callback back (read every ${LOOP_DELAY_EVERY_MS} ms): p50 ${heldBack(loopDelay.percentile(50))}, p99 ${heldBack(loopDelay.percentile(99))}, max ${heldBack(loopDelay.max)}`);
    if (FLOOD) {
      const inWindows = (values: number[], at: number[], kind: "undisturbed" | "flooded") => values.filter((_, i) => windowAt(at[i]!, playedFrom) === kind);
      const side = (name: string, values: number[], at: number[]) => {
        const [calm, flooded] = [percentile(inWindows(values, at, "undisturbed"), 99), percentile(inWindows(values, at, "flooded"), 99)];
        return `${name} p99 ${ms(calm)} undisturbed, ${ms(flooded)} while one device floods another room (ratio ${(flooded / calm).toFixed(2)}, goal ≤ 1.5)`;
      };
      console.log(side("judging", judgingMs, judgedAt));
      console.log(side("recording", recordingMs, recordedAt));
      console.log(side("another room's clock round trip", report.clockTrips.map((t) => t.ms), report.clockTrips.map((t) => t.at)));
      // A trip timed across a stall of the devices' own process measured that process, not the server.
      const clear = report.clockTrips.filter((t) => !report.stalls.some((s) => t.at < s.at && s.at - s.ms < t.at + t.ms));
      console.log(`  the same, ${report.clockTrips.length - clear.length} trips timed across the devices' own stalls left out: ${side("clock round trip", clear.map((t) => t.ms), clear.map((t) => t.at))}`);
      const windowsOf = (kind: "undisturbed" | "flooded") => Math.floor((PLAY_MS - WARM_UP_MS) / FLOOD_WINDOW_MS / 2) + (kind === "undisturbed" ? (PLAY_MS - WARM_UP_MS) / FLOOD_WINDOW_MS % 2 : 0);
      const share = (kind: "undisturbed" | "flooded") => `${((cpuOf[kind] / (windowsOf(kind) * FLOOD_WINDOW_MS)) * 100).toFixed(0)} %`;
      console.log(`the server's CPU: ${share("undisturbed")} of a core in the undisturbed windows, ${share("flooded")} in the flooded ones`);
    }
    console.log(`verdict skew between a room's devices (received): p50 ${ms(percentile(skews, 50))}, p99 ${ms(percentile(skews, 99))}, max ${ms(Math.max(0, ...skews))}`);
    const { cards, lateCards, verdicts, lateVerdicts, lateByMs } = report.shownAt;
    const by = lateByMs.length > 0 ? `, late by p50 ${ms(percentile(lateByMs, 50))}, p99 ${ms(percentile(lateByMs, 99))}, max ${ms(Math.max(...lateByMs))}` : "";
    console.log(`steps reaching a device after their show-at instant: cards ${lateCards} of ${cards}, verdicts ${lateVerdicts} of ${verdicts}${by} (goal 0: a late one is shown late)`);
    const stallMs = report.stalls.map((s) => s.ms);
    console.log(
      `  the devices' own process (${PEOPLE.length * ROOMS} devices in one) stalled ${stallMs.length} times for over ${STALL_MS} ms${stallMs.length > 0 ? ` (longest ${ms(Math.max(...stallMs))}, ${ms(stallMs.reduce((a, b) => a + b, 0))} in all)` : ""}: a step it read in a stall was late in the reading, not in the sending`,
    );
    const answered = [...lostAnswers].map(([answer, n]) => `${n} answered “${answer}”`).join(", ");
    console.log(`shouts lost: ${lost}${lost > 0 ? ` (${answered})` : ""}, doubled: ${doubled} (goal 0)`);
    console.log(
      heapBefore === null || heapPlaying === null
        ? "server memory per room: not measured (run node with --expose-gc)"
        : `server memory per room (live heap after a full collection, rooms in play − before the devices came): ${((heapPlaying - heapBefore) / ROOMS / 1024).toFixed(0)} KiB`,
    );
  } finally {
    devices?.kill();
    flooding?.kill();
    await devices?.report.catch(() => undefined);
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    await database.stop();
  }
}

if (process.argv.includes("--devices")) void devicesProcess();
else if (process.argv.includes("--flooder")) void floodingProcess();
else runBenchmark(main);
