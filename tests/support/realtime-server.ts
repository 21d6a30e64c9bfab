// The realtime layer on an ephemeral port, without Next.js: an HTTP server with Socket.IO attached,
// in the test's own process.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";
import { attachRealtime, type Realtime, type RealtimeOptions } from "@/lib/realtime/socket-server";
import { autoplay, type Player } from "./realtime-player";
import { connectDevice, TEST_DELAYS_SHOWN_EVERY_MS, TEST_SECRET, type Device, type DeviceOptions } from "./realtime-room";

export interface RealtimeServer {
  baseUrl: string;
  /** Its Socket.IO server (its adapter says which other processes it hears). */
  io: Realtime["io"];
  close(): Promise<void>;
}

export async function startRealtimeServer(options: RealtimeOptions = {}): Promise<RealtimeServer> {
  const server = createServer((_request, response) => response.writeHead(404).end());
  const realtime = attachRealtime(server, { delaysShownEveryMs: TEST_DELAYS_SHOWN_EVERY_MS, ...options, secret: TEST_SECRET });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    io: realtime.io,
    async close() {
      await realtime.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * One realtime server for a test file (started before its tests, closed after them), with its
 * devices and autoplaying players closed after each test.
 */
export function realtimeServerForTests() {
  let server: RealtimeServer | undefined;
  const devices: Device[] = [];
  const players: Player[] = [];
  beforeAll(async () => {
    server = await startRealtimeServer();
  });
  afterEach(() => {
    players.splice(0).forEach((p) => p.stop());
    devices.splice(0).forEach((d) => d.close());
  });
  afterAll(() => server?.close());
  return {
    /** A device connected to the room with this seat's (or watcher's) cookie. */
    async device(roomId: string, cookie: string, options: DeviceOptions = {}): Promise<Device> {
      const connected = await connectDevice(server!.baseUrl, roomId, cookie, options);
      devices.push(connected);
      return connected;
    },
    /** A player who turns and shouts on their device by themselves. */
    play(...args: Parameters<typeof autoplay>): Player {
      const player = autoplay(...args);
      players.push(player);
      return player;
    },
  };
}
