import { describe, expect, it } from "vitest";
import { noRoom } from "@/lib/games/online/rooms/room-code";
import { FREE_WRONG_CODES, WRONG_CODES_WINDOW_MS, WrongCodes } from "@/lib/games/online/rooms/wrong-codes";

const wrong = () => Promise.reject(noRoom());
const right = () => Promise.resolve("room");

describe("guessing at room codes", () => {
  it("an address gets its free wrong codes, then every code is refused, the right one too, until the window ends", async () => {
    let now = 1_000_000;
    const codes = new WrongCodes(() => now);
    for (let i = 0; i < FREE_WRONG_CODES; i++) await expect(codes.lookUp("10.0.0.1", wrong)).rejects.toMatchObject({ status: 404 });
    await expect(codes.lookUp("10.0.0.1", right)).rejects.toMatchObject({ status: 403, message: expect.stringContaining("Too many wrong codes") });
    await expect(codes.lookUp("10.0.0.2", right)).resolves.toBe("room");
    now += WRONG_CODES_WINDOW_MS;
    await expect(codes.lookUp("10.0.0.1", right)).resolves.toBe("room");
  });

  it("right codes never count against an address", async () => {
    const codes = new WrongCodes(() => 0);
    for (let i = 0; i < FREE_WRONG_CODES * 2; i++) await codes.lookUp("10.0.0.1", right);
    await expect(codes.lookUp("10.0.0.1", right)).resolves.toBe("room");
  });
});
