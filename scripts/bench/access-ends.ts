// Open room connections ending with their access: how long from a sign-out's commit to the signed-
// out device being told and let go, with 10 and with 100 rooms open (2 devices each: the signed-in
// host and a guest). The realtime layer runs in this process; the devices are socket.io clients on
// loopback. Each sign-out checks again only that account's connections (one session read and one
// room-access read each), so the time should not grow with the rooms open; no message pays for it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "socket.io";
import { performance } from "node:perf_hooks";
import { endSession } from "../../lib/auth/end-session";
import { db } from "../../lib/db/client";
import { attachRealtime } from "../../lib/realtime/socket-server";
import { connectDevice, makeRoom, TEST_SECRET, type Device } from "../../tests/support/realtime-room";
import { percentile, runBenchmark, startBenchDatabase } from "./support";

const ROOM_COUNTS = [10, 100];
const SIGN_OUTS = 10;

async function measure(baseUrl: string, io: Server, roomCount: number): Promise<number[]> {
  const rooms = [];
  const devices: Device[] = [];
  for (let i = 0; i < roomCount; i++) {
    const room = await makeRoom();
    rooms.push(room);
    for (const seat of room.setup.seats) devices.push(await connectDevice(baseUrl, room.roomId, room.cookies[seat.id]!));
  }
  const hosts = devices.filter((_, i) => i % 2 === 0);
  const times: number[] = [];
  for (let i = 0; i < SIGN_OUTS; i++) {
    const room = rooms[i]!;
    const host = hosts[i]!;
    const session = await db.userSession.findFirstOrThrow({ where: { userId: room.host.id, endedAt: null } });
    const letGo = new Promise<number>((resolve) => host.socket.once("disconnect", () => resolve(performance.now())));
    await endSession(session.id, room.host.id);
    const committed = performance.now();
    times.push((await letGo) - committed);
  }
  devices.forEach((d) => d.close());
  // The server lets every device go (and sends the rooms' last views) before the next run.
  while (io.of("/").sockets.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  return times;
}

runBenchmark(async () => {
  const database = await startBenchDatabase();
  const server = createServer((_request, response) => response.writeHead(404).end());
  const realtime = attachRealtime(server, { secret: TEST_SECRET });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const roomCount of ROOM_COUNTS) {
      const times = await measure(baseUrl, realtime.io, roomCount);
      console.log(
        `Sign-out committed → its device let go, ${roomCount} rooms (${roomCount * 2} devices) open: ` +
          `median ${percentile(times, 50).toFixed(1)} ms, worst ${percentile(times, 100).toFixed(1)} ms over ${SIGN_OUTS} sign-outs`,
      );
    }
  } finally {
    // The rooms' last views (sent after their devices went, asking every process who is left) land first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    await database.stop();
  }
});
