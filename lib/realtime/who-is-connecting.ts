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

/** Who a device says it is, from its cookies: a session signed with our secret (not yet checked
 *  against its row), and the room's seat or watcher token. */
export interface Identity {
  userId: string | null;
  sessionId: string | null;
  token: string | null;
}

async function signedSession(token: string | null, secret: string): Promise<{ userId: string; sessionId: string | null } | null> {
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret });
    return jwt?.sub ? { userId: jwt.sub, sessionId: typeof jwt.sid === "string" ? jwt.sid : null } : null;
  } catch {
    // Forged, tampered with or signed with another secret.
    return null;
  }
}

/** A connection's identity in a room, from its cookies only (the handshake's own words name the room, never the person). */
export async function connectingIdentity(roomId: string, cookieHeader: string | undefined, secret: string): Promise<Identity> {
  const cookies = parseCookies(cookieHeader);
  const session = await signedSession(sessionToken(cookies), secret);
  return { userId: session?.userId ?? null, sessionId: session?.sessionId ?? null, token: cookies.get(roomTokenCookie(roomId)) ?? null };
}

/**
 * What the identity may do in the room as of now: the session's account when its session is still
 * live (as for pages), and/or the room's seat or watcher token; null for anyone else. `sessionEnded`
 * says the identity's session no longer counts.
 */
export async function accessAsOfNow(roomId: string, identity: Identity): Promise<{ access: RoomAccess | null; sessionEnded: boolean }> {
  const live = identity.userId !== null && (await sessionIsLive(identity.sessionId ?? undefined, identity.userId));
  const access = await roomAccess(roomId, { userId: live ? identity.userId : null, token: identity.token });
  return { access, sessionEnded: identity.userId !== null && !live };
}
