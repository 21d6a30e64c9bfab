/** The Socket.IO room every device of an online room joins (on every process, through the adapter). */
export function socketRoom(roomId: string): string {
  return `room:${roomId}`;
}
