import { decode } from "next-auth/jwt";
import { sessionIsLive } from "@/lib/auth/check-session";
import { roomTokenCookie } from "@/lib/games/online/protocol";
import { roomAccess, type RoomAccess } from "@/lib/games/online/rooms/room-access";

/** next-auth's session cookie, split into numbered chunks when large, prefixed on https. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.(\d+))?$/;

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A cookie that isn't valid percent-encoding is nobody's session or token.
    }
  }
  return cookies;
}

/** The session cookie as next-auth wrote it: whole, or its chunks joined in order. */
function sessionToken(cookies: Map<string, string>): string | null {
  const chunks: [number, string][] = [];
  for (const [name, value] of cookies) {
    const match = SESSION_COOKIE.exec(name);
    if (match) chunks.push([match[3] === undefined ? -1 : Number(match[3]), value]);
  }
  if (chunks.length === 0) return null;
  return chunks
    .sort(([a], [b]) => a - b)
    .map(([, value]) => value)
    .join("");
}

/** The signed-in account behind a session cookie, when it is genuine and its session still live (as for pages). */
async function sessionUser(token: string | null, secret: string): Promise<string | null> {
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret });
    if (!jwt?.sub || !(await sessionIsLive(jwt.sid, jwt.sub))) return null;
    return jwt.sub;
  } catch {
    // Forged, tampered with or signed with another secret.
    return null;
  }
}

/**
 * Who a connection is, from its cookies only (the handshake's own words name the room, never the
 * person): the session's account and/or the room's seat or watcher token; then what they may do in
 * the room, or null.
 */
export async function whoIsConnecting(roomId: string, cookieHeader: string | undefined, secret: string): Promise<RoomAccess | null> {
  const cookies = parseCookies(cookieHeader);
  const userId = await sessionUser(sessionToken(cookies), secret);
  return roomAccess(roomId, { userId, token: cookies.get(roomTokenCookie(roomId)) ?? null });
}
