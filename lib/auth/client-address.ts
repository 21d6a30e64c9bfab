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

/**
 * One key per person, as near as addresses allow. "::ffff:10.0.0.1" is IPv4's 10.0.0.1 reached over
 * an IPv6 socket. An IPv6 address counts by its /64 network: one home or phone is given a whole
 * /64 and can pick any address in it, so a single address would be a free new start for each guess.
 */
function tidy(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(trimmed);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : trimmed;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, "::" expanded), or null if it isn't one. */
function ipv6Groups(address: string): string[] | null {
  const [bare = ""] = address.split("%");
  if (!bare.includes(":") || !/^[0-9a-f:]+$/i.test(bare)) return null;
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const parts = (half: string | undefined) => (half ? half.split(":") : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return groups.map((g) => parseInt(g, 16).toString(16));
}

export function clientAddress(headers: Headers, proxies = trustedProxyCount()): string {
  const peer = tidy(header(headers, PEER_ADDRESS_HEADER) ?? "") || "unknown";
  if (proxies === 0) return peer;
  // Each proxy appends the address it was reached from; the client may have sent anything before them.
  const forwarded = (header(headers, "x-forwarded-for") ?? "").split(",").map(tidy).filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[chain.length - 1 - proxies] ?? chain[0] ?? peer;
}
