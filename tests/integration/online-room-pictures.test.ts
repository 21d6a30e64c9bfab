import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/online/[roomId]/art/[artId]/route";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { roomTokenCookie } from "@/lib/games/online/protocol";
import { makeRoom, type TestRoom } from "../support/realtime-room";
import { makeDeck, makeUser } from "./deck-helpers";

// Who is signed in is next-auth's business; here it is set per test. The request's cookies are the
// device's: a seat's token for the room, or none.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const deviceCookies = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (deviceCookies.has(name) ? { name, value: deviceCookies.get(name)! } : undefined) }),
}));
const signedIn = vi.mocked(getCurrentUser);

const SCREEN_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** A picture of the deck and a crop of it, shown on the given cards (none: kept only in the story). */
async function artOn(deckId: string, userId: string, cardIds: string[]) {
  const picture = await db.deckPicture.create({ data: { deckId, bytes: new Uint8Array([1]), width: 800, height: 1200, uploadedById: userId } });
  const art = await db.cardArt.create({
    data: { deckId, pictureId: picture.id, box: "PANEL", crop: { x: 0, y: 0, width: 1, height: 1 }, printBytes: new Uint8Array([1]), printWidth: 484, printHeight: 921, screenBytes: SCREEN_JPEG, createdById: userId },
  });
  await db.card.updateMany({ where: { id: { in: cardIds } }, data: { artId: art.id } });
  return art.id;
}

async function ask(roomId: string, artId: string) {
  return GET(new Request(`http://localhost/online/${roomId}/art/${artId}`), { params: Promise.resolve({ roomId, artId }) });
}

let room: TestRoom;
let seatToken: string;

beforeEach(async () => {
  deviceCookies.clear();
  signedIn.mockResolvedValue(null);
  room = await makeRoom();
  const guestSeat = room.setup.seats[1]!.id;
  seatToken = room.cookies[guestSeat]!.split("=")[1]!;
});

describe("pictures on an online room's cards", () => {
  it("are shown to a player who joined with the room's seat, without an account", async () => {
    const queen = await db.card.findFirstOrThrow({ where: { deckId: room.deckId, code: "QH" } });
    const artId = await artOn(room.deckId, room.host.id, [queen.id]);
    deviceCookies.set(roomTokenCookie(room.roomId), seatToken);
    const response = await ask(room.roomId, artId);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(SCREEN_JPEG);
  });

  it("are refused to anyone the room doesn't know, with or without an account, as if there were none", async () => {
    const queen = await db.card.findFirstOrThrow({ where: { deckId: room.deckId, code: "QH" } });
    const artId = await artOn(room.deckId, room.host.id, [queen.id]);
    expect((await ask(room.roomId, artId)).status).toBe(404);
    deviceCookies.set(roomTokenCookie(room.roomId), "a-guessed-token");
    expect((await ask(room.roomId, artId)).status).toBe(404);
    deviceCookies.clear();
    signedIn.mockResolvedValue({ id: (await makeUser("Stranger")).id, name: "Stranger" } as Awaited<ReturnType<typeof getCurrentUser>>);
    const refused = await ask(room.roomId, artId);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "That picture isn’t on this room’s cards." });
  });

  it("never include another deck's pictures, nor a crop no card shows any more, even to the room's own players", async () => {
    const other = await makeDeck(room.host.id, { name: "Another deck" });
    const elsewhere = await artOn(other.deckId, room.host.id, [other.cards[0]!.id]);
    const oldCrop = await artOn(room.deckId, room.host.id, []);
    deviceCookies.set(roomTokenCookie(room.roomId), seatToken);
    expect((await ask(room.roomId, elsewhere)).status).toBe(404);
    expect((await ask(room.roomId, oldCrop)).status).toBe(404);
    expect((await ask(room.roomId, "x".repeat(500))).status).toBe(404);
  });
});
