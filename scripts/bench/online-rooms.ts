// Online rooms under load on this machine: 100 rooms × 4 devices, each device turning its cards
// and shouting at random reaction times. The server (realtime layer + room judges) runs in this
// process; the 400 devices (socket.io-client on loopback) run in a child process of their own, so
// they don't share the server's event loop. Prints the server's judging time (tie window closed →
// verdict sent) p50/p99, the verdict skew between a room's devices (when each received it), shouts
// lost or doubled (answered on a device vs kept in online_shouts), and the server's memory per room.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "../../lib/db/client";
import { createRoomJudge } from "../../lib/games/online/judge/room-judge";
import type { RoomJudgeOptions } from "../../lib/games/online/judge-types";
import type { StepMessage } from "../../lib/games/online/protocol";
import { attachRealtime } from "../../lib/realtime/socket-server";
import { autoplay, type Player } from "../../tests/support/realtime-player";
import { connectDevice, makeRoom, startGame, TEST_SECRET, type Device, type TestRoom } from "../../tests/support/realtime-room";
import { percentile, runBenchmark, startBenchDatabase } from "./support";

const ROOMS = 100;
const PEOPLE = ["Ann", "Ben", "Cat", "Dan"];
const PLAY_MS = 30_000;

/** What the devices' process reports: each seat's shouts sent, and when each verdict reached each device. */
interface DevicesReport {
  shouts: { roomId: string; seatId: string; shouts: string[] }[];
  received: Record<string, number[]>;
}

/** The devices' side: every seat of every room connected and playing for PLAY_MS. */
async function playDevices(baseUrl: string, rooms: TestRoom[]): Promise<DevicesReport> {
  const devices: Device[] = [];
  const players: { roomId: string; seatId: string; player: Player }[] = [];
  const received: Record<string, number[]> = {};
  for (const room of rooms) {
    for (const seat of room.setup.seats) {
      const device = await connectDevice(baseUrl, room.roomId, room.cookies[seat.id]!);
      device.socket.on("step", (step: StepMessage) => {
        if (step.verdict) (received[`${room.roomId}:${step.actionCount}`] ??= []).push(performance.now());
      });
      devices.push(device);
      players.push({ roomId: room.roomId, seatId: seat.id, player: autoplay(device, seat.id, room.setup, { reactionMs: () => 180 + Math.random() * 500 }) });
    }
  }
  await new Promise((resolve) => setTimeout(resolve, PLAY_MS));
  players.forEach(({ player }) => player.stop());
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // answers in flight land
  devices.forEach((d) => d.close());
  return { shouts: players.map(({ roomId, seatId, player }) => ({ roomId, seatId, shouts: player.shouts.map((s) => `${s.turn}:${s.call}`) })), received };
}

/** The devices' process: rooms on stdin, its report as the last line of stdout. */
async function devicesProcess() {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  const { baseUrl, rooms } = JSON.parse(input) as { baseUrl: string; rooms: TestRoom[] };
  console.log(JSON.stringify(await playDevices(baseUrl, rooms)));
  process.exit(0);
}

function runDevices(baseUrl: string, rooms: TestRoom[]): Promise<DevicesReport> {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--devices"], { stdio: ["pipe", "pipe", "inherit"] });
  child.stdin.end(JSON.stringify({ baseUrl, rooms }));
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(output.trim().split("\n").at(-1)!) as DevicesReport) : reject(new Error(`The devices' process failed (${code}).`)))),
  );
}

/** Tie window closed (the judge's timer ran) → verdict sent, per verdict; and each move's recording. */
const judgingMs: number[] = [];
const recordingMs: number[] = [];

/** The room judge, with its timers and broadcasts watched to time the judging. */
function measuredJudge(options: RoomJudgeOptions) {
  let timerRanAt = 0;
  return createRoomJudge({
    ...options,
    deps: {
      ...options.deps,
      store: {
        ...options.deps.store,
        record: async (from, actions) => {
          const started = performance.now();
          await options.deps.store.record(from, actions);
          recordingMs.push(performance.now() - started);
        },
      },
      setTimer: (ms, run) =>
        options.deps.setTimer(ms, () => {
          timerRanAt = performance.now();
          run();
        }),
      broadcast: (step: StepMessage) => {
        if (step.verdict && timerRanAt > 0) judgingMs.push(performance.now() - timerRanAt);
        options.deps.broadcast(step);
      },
    },
  });
}

/** Shouts a device sent that are not kept (lost), and kept more often than sent (doubled). */
async function lostAndDoubled(report: DevicesReport, gameOf: Map<string, string>) {
  let lost = 0;
  let doubled = 0;
  for (const { roomId, seatId, shouts } of report.shouts) {
    const kept = await db.onlineShout.findMany({ where: { gameId: gameOf.get(roomId)!, seatId }, select: { turn: true, call: true } });
    const counts = new Map<string, number>();
    for (const key of shouts) counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const { turn, call } of kept) counts.set(`${turn}:${call}`, (counts.get(`${turn}:${call}`) ?? 0) - 1);
    for (const n of counts.values()) {
      if (n > 0) lost += n;
      else doubled -= n;
    }
  }
  return { lost, doubled };
}

async function main() {
  const database = await startBenchDatabase();
  const server = createServer((_request, response) => response.writeHead(404).end());
  const realtime = attachRealtime(server, { createJudge: measuredJudge, secret: TEST_SECRET });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const rooms: TestRoom[] = [];
    const gameOf = new Map<string, string>();
    for (let i = 0; i < ROOMS; i++) {
      const room = await makeRoom({ people: PEOPLE, seed: 1000 + i });
      gameOf.set(room.roomId, await startGame(room));
      rooms.push(room);
    }
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPlaying = 0;
    const sampleHeap = setInterval(() => (heapPlaying = Math.max(heapPlaying, process.memoryUsage().heapUsed)), 5_000);
    const report = await runDevices(baseUrl, rooms);
    clearInterval(sampleHeap);

    const { lost, doubled } = await lostAndDoubled(report, gameOf);
    const skews = Object.values(report.received)
      .filter((at) => at.length === PEOPLE.length)
      .map((at) => Math.max(...at) - Math.min(...at));
    const shouts = report.shouts.reduce((sum, s) => sum + s.shouts.length, 0);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`${ROOMS} rooms × ${PEOPLE.length} devices for ${PLAY_MS / 1000} s: ${judgingMs.length} verdicts, ${shouts} shouts sent`);
    console.log(`judging time (tie window closed → verdict sent; it may wait for the room's move before it to be recorded): p50 ${ms(percentile(judgingMs, 50))}, p99 ${ms(percentile(judgingMs, 99))} (goal p99 ≤ 5 ms)`);
    console.log(`recording a move (one PostgreSQL statement; a transaction when words are written; a verdict is recorded after it is sent): p50 ${ms(percentile(recordingMs, 50))}, p99 ${ms(percentile(recordingMs, 99))}`);
    console.log(`verdict skew between a room's devices (received): p50 ${ms(percentile(skews, 50))}, p99 ${ms(percentile(skews, 99))}, max ${ms(Math.max(0, ...skews))}`);
    console.log(`shouts lost: ${lost}, doubled: ${doubled} (goal 0)`);
    console.log(`server memory per room (peak heap while playing − before): ${((heapPlaying - heapBefore) / ROOMS / 1024).toFixed(0)} KiB`);
  } finally {
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    await database.stop();
  }
}

if (process.argv.includes("--devices")) void devicesProcess();
else runBenchmark(main);
