// The realtime layer on an ephemeral port, without Next.js: an HTTP server with Socket.IO attached,
// in the test's own process.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { attachRealtime, type RealtimeOptions } from "@/lib/realtime/socket-server";
import { TEST_SECRET } from "./realtime-room";

export interface RealtimeServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startRealtimeServer(options: RealtimeOptions = {}): Promise<RealtimeServer> {
  const server = createServer((_request, response) => response.writeHead(404).end());
  const realtime = attachRealtime(server, { ...options, secret: TEST_SECRET });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await realtime.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
