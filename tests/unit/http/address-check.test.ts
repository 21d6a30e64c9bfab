import { describe, expect, it } from "vitest";
import { addressProblem, BAD_ESCAPES, NUL_IN_ADDRESS } from "@/lib/http/address-check";

const at = (address: string) => addressProblem(new URL(address, "http://localhost:3000"));

describe("addresses no page can answer", () => {
  it("a NUL in a timeline filter is answered 400 with a plain message, whichever filter holds it", () => {
    for (const filter of ["q", "player", "card", "game", "from", "to", "kind"]) {
      expect(at(`/decks/d1/history?${filter}=ab%00c`)).toBe(NUL_IN_ADDRESS);
    }
    expect(at("/decks/d1/history/as-it-was?game=g%00")).toBe(NUL_IN_ADDRESS);
    expect(at("/decks/d1/history/games?after=%00")).toBe(NUL_IN_ADDRESS);
    expect(at("/decks/d1/history?%00=1")).toBe(NUL_IN_ADDRESS);
  });

  it("a NUL in an id segment of the live stream, a picture or any other address is refused", () => {
    for (const path of ["/api/decks/d1%00/table/g1/live", "/api/decks/d1/table/g%001/live", "/decks/d1/art/a%00b", "/online/r%00/art/a1", "/decks/%00", "/join/AB%00CD"]) {
      expect(at(path), path).toBe(NUL_IN_ADDRESS);
    }
  });

  it("a path whose %-escapes aren't UTF-8 is refused in plain words", () => {
    expect(at("/join/%ED%A0%80")).toBe(BAD_ESCAPES);
    expect(at("/decks/%FF")).toBe(BAD_ESCAPES);
  });

  it("lets every ordinary address through, accents and spaces included", () => {
    for (const path of ["/", "/join/ABC123", "/decks/d1/history?q=caf%C3%A9&player=p1", "/decks/d1/history?q=two+words", "/decks/d1/cards/c%20d"]) {
      expect(at(path), path).toBeNull();
    }
  });
});
