const PREFIX = "room:";

/** The Socket.IO room every device of an online room joins (on every process, through the adapter). */
export function socketRoom(roomId: string): string {
  return `${PREFIX}${roomId}`;
}

/** The online room a Socket.IO room is for, or null for Socket.IO's own rooms (one per socket). */
export function roomIdOf(socketRoomName: string): string | null {
  return socketRoomName.startsWith(PREFIX) ? socketRoomName.slice(PREFIX.length) : null;
}
