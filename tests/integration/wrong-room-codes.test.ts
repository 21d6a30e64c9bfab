import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { noRoom } from "@/lib/games/online/rooms/room-code";
import { FREE_WRONG_CODES, lookUpCounted, WRONG_CODES_WINDOW_MS } from "@/lib/games/online/rooms/wrong-codes";

const wrong = () => Promise.reject(noRoom());
const right = () => Promise.resolve("room");
/** Each test its own address, so tests running side by side don't share a count. */
const anAddress = () => `198.51.100.${randomUUID()}`;
const TOO_MANY = { status: 403, message: expect.stringContaining("Too many wrong codes") };

describe("guessing at room codes", () => {
  it("an address gets its free wrong codes, then every code is refused, the right one too, until the window ends", async () => {
    const guesser = anAddress();
    for (let i = 0; i < FREE_WRONG_CODES; i++) await expect(lookUpCounted(guesser, wrong)).rejects.toMatchObject({ status: 404 });
    await expect(lookUpCounted(guesser, right)).rejects.toMatchObject(TOO_MANY);
    await expect(lookUpCounted(anAddress(), right)).resolves.toBe("room");
    // The window passes: the guesser's wrong codes are older than it.
    await db.wrongRoomCode.updateMany({ where: { address: guesser }, data: { createdAt: new Date(Date.now() - WRONG_CODES_WINDOW_MS - 1000) } });
    await expect(lookUpCounted(guesser, right)).resolves.toBe("room");
  });

  it("right codes never count against an address", async () => {
    const family = anAddress();
    for (let i = 0; i < FREE_WRONG_CODES * 2; i++) await lookUpCounted(family, right);
    await expect(lookUpCounted(family, right)).resolves.toBe("room");
    expect(await db.wrongRoomCode.count({ where: { address: family } })).toBe(0);
  });

  it("the count is kept in the database, so every app process sees the same wrong codes", async () => {
    const guesser = anAddress();
    await db.wrongRoomCode.createMany({ data: Array.from({ length: FREE_WRONG_CODES }, () => ({ address: guesser })) });
    await expect(lookUpCounted(guesser, right)).rejects.toMatchObject(TOO_MANY);
  });

  it("wrong codes sent all at once are refused as if sent one after another", async () => {
    const guesser = anAddress();
    const answers = await Promise.allSettled(Array.from({ length: FREE_WRONG_CODES + 10 }, () => lookUpCounted(guesser, wrong)));
    const statuses = answers.map((a) => (a.status === "rejected" ? (a.reason as { status: number }).status : 200));
    expect(statuses.filter((s) => s === 404)).toHaveLength(FREE_WRONG_CODES);
    expect(statuses.filter((s) => s === 403)).toHaveLength(10);
  });

  it("a look-up that fails for another reason is not counted as a wrong code", async () => {
    const family = anAddress();
    await expect(lookUpCounted(family, () => Promise.reject(new Error("database went away")))).rejects.toThrow("database went away");
    expect(await db.wrongRoomCode.count({ where: { address: family } })).toBe(0);
  });
});
