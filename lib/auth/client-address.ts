/**
 * Who is asking, by network address, for slowing down repeated failed sign-ins.
 *
 * X-Forwarded-For is written by whoever sends the request, so on its own it proves nothing: it is
 * only read when TRUST_PROXY says how many proxies of ours stand in front of the app, and then only
 * the entry the nearest of them added. Otherwise the address is the connection's own, which the
 * server stamps on every request (lib/auth/peer-address.ts), overwriting anything sent under that name.
 */
export const PEER_ADDRESS_HEADER = "x-snap-legacy-peer-address";

type Headers = Record<string, string | string[] | undefined> | undefined;

/** TRUST_PROXY: how many proxies of ours are in front of the app (unset or 0: none, trust no header). */
export function trustedProxyCount(value = process.env.TRUST_PROXY): number {
  const count = Number(value ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers?.[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** "::ffff:10.0.0.1" is IPv4's 10.0.0.1 reached over an IPv6 socket: the same person. */
function tidy(address: string): string {
  return address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
}

export function clientAddress(headers: Headers, proxies = trustedProxyCount()): string {
  const peer = tidy(header(headers, PEER_ADDRESS_HEADER) ?? "") || "unknown";
  if (proxies === 0) return peer;
  // Each proxy appends the address it was reached from; the client may have sent anything before them.
  const forwarded = (header(headers, "x-forwarded-for") ?? "").split(",").map(tidy).filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[chain.length - 1 - proxies] ?? chain[0] ?? peer;
}
