import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OnlineRoom } from "@/app/_components/online/online-room";
import { roomAccessOfRequest } from "@/lib/games/online/room-asker";
import { roomJoinLink } from "@/lib/games/online/room-join-link";

export const metadata: Metadata = { title: "Online room" };

/**
 * An online room, for everyone in it: its host, deck members, and devices holding the room's seat
 * or watcher cookie. Anyone else gets the same 404 as for a room that does not exist. The host's
 * screen gets the join link and its QR code.
 */
export default async function OnlineRoomPage({ params }: { params: Promise<{ roomId: string }> }) {
  const { roomId } = await params;
  const access = await roomAccessOfRequest(roomId);
  if (!access) notFound();
  const join = access.role === "host" ? await roomJoinLink(access.roomId) : null;
  return <OnlineRoom roomId={access.roomId} join={join && { url: join.url, qrSvg: join.qrSvg }} member={access.userId !== null} />;
}
