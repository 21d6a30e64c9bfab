import { describe, expect, it } from "vitest";
import { newRoomCode } from "@/lib/games/online/rooms/new-room-code";
import { parseRoomCode, ROOM_CODE_ALPHABET } from "@/lib/games/online/rooms/room-code";

describe("room codes", () => {
  it("are six characters with no 0, O, 1, I or L, so nobody misreads one", () => {
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    const codes = Array.from({ length: 500 }, newRoomCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it("are forgiving of small letters, spaces and dashes as people type them", () => {
    expect(parseRoomCode(" k7q-m2x ")).toBe("K7QM2X");
    expect(parseRoomCode("k7q m2x")).toBe("K7QM2X");
  });

  it("anything that can't be a code gets the same answer as a code nobody uses", () => {
    for (const typed of ["K7QM2", "K7QM2XX", "K7QM2O", "", 42, null]) {
      expect(() => parseRoomCode(typed)).toThrow("No room has that code");
    }
  });
});
