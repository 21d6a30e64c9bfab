import QRCode from "qrcode";
import { siteOrigin } from "@/lib/auth/return-path";
import { db } from "@/lib/db/client";

/**
 * The address people open to join a room (`<site>/join/<CODE>`), and its QR code as an SVG for the
 * host's screen. The site's address is the one it is reached by (NEXTAUTH_URL), never a request's
 * Host header; without it there is no absolute address to encode, and the screen shows the code.
 */
export async function roomJoinLink(roomId: string): Promise<{ code: string; url: string | null; qrSvg: string | null } | null> {
  const room = await db.onlineRoom.findUnique({ where: { id: roomId }, select: { code: true } });
  if (!room) return null;
  const origin = siteOrigin();
  if (!origin) return { code: room.code, url: null, qrSvg: null };
  const url = `${origin}/join/${room.code}`;
  const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { code: room.code, url, qrSvg };
}
