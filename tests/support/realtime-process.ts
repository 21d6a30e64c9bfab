// One app process's realtime layer, without Next.js, for the tests with several processes on one
// PostgreSQL: started with tsx, given DATABASE_URL and PORT; says "ready" once listening.
import { createServer } from "node:http";
import { attachRealtime } from "@/lib/realtime/socket-server";
import { TEST_DELAYS_SHOWN_EVERY_MS, TEST_SECRET } from "./realtime-room";

const server = createServer((_request, response) => response.writeHead(404).end());
const realtime = attachRealtime(server, { secret: TEST_SECRET, delaysShownEveryMs: TEST_DELAYS_SHOWN_EVERY_MS });
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.once("SIGTERM", () => void realtime.close().finally(() => process.exit(0)));
