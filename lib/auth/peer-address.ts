import http from "node:http";
import { PEER_ADDRESS_HEADER } from "./client-address";

const STAMPING = Symbol.for("snap-legacy.stamps-peer-address");

/**
 * App Router handlers can't see the connection a request came on, so the server writes its address
 * into a header before Next.js reads the request (overwriting any header of that name the client
 * sent). Runs once per server process, from instrumentation.ts.
 */
export function stampPeerAddresses(): void {
  const prototype = http.Server.prototype as http.Server & { [STAMPING]?: true };
  if (prototype[STAMPING]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  prototype[STAMPING] = true;
}
