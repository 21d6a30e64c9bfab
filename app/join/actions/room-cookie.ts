import { cookies } from "next/headers";
import { siteUrl } from "@/lib/mail/site-url";
import { roomTokenCookie } from "@/lib/games/online/protocol";

/** How long a device keeps its seat or watcher token: a game night, and the morning after. */
const TWO_DAYS_S = 2 * 24 * 60 * 60;

/** Gives the device its room token as an httpOnly cookie: the socket's handshake carries it, page scripts never see it. */
export async function keepRoomToken(roomId: string, token: string): Promise<void> {
  const secure = siteUrl().startsWith("https:");
  (await cookies()).set(roomTokenCookie(roomId), token, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: TWO_DAYS_S });
}
