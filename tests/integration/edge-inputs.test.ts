// Requests a form never sends, answered in plain words instead of a 500, and links in prints that
// no request can point elsewhere.
import { afterEach, describe, expect, it, vi } from "vitest";
import { problemFor, UNSTORABLE_TEXT } from "@/lib/actions/problem";
import { db } from "@/lib/db/client";
import { changeRole } from "@/lib/decks/members";
import { deckGames } from "@/lib/history/games";
import { timelinePage } from "@/lib/history/timeline";
import { preparePrint } from "@/lib/print-jobs/prepare-print";
import { makeDeck, makeMember, makeUser } from "./deck-helpers";

afterEach(() => vi.unstubAllEnvs());

const problemOf = (work: Promise<unknown>) => work.then(() => null, problemFor);

describe("text the database can't hold", () => {
  it("a NUL in a request's text is answered 400 with a plain message, and changes nothing", async () => {
    const owner = await makeUser("Olive");
    const { deckId } = await makeDeck(owner.id);
    const ben = await makeMember(deckId, "Ben", "VIEWER");
    for (const filters of [{ q: "te\0a" }, { player: "p\0" }, { card: "c\0" }, { game: "g\0" }]) {
      expect(await problemOf(timelinePage(owner.id, deckId, filters)), JSON.stringify(filters)).toEqual({ status: 400, error: UNSTORABLE_TEXT });
    }
    const nulInId = await problemOf(changeRole(owner.id, { deckId, memberUserId: `${ben.id}\0`, role: "EDITOR" }));
    expect(nulInId?.status === 400 || nulInId?.status === 404).toBe(true);
    expect((await db.deckMember.findUniqueOrThrow({ where: { deckId_userId: { deckId, userId: ben.id } } })).role).toBe("VIEWER");
  });
});

describe("days in the history's addresses", () => {
  it("a page of games asked for from year 0 is not found, not an error", async () => {
    const owner = await makeUser("Olive");
    const { deckId } = await makeDeck(owner.id);
    for (const after of ["0000-01-01T00:00:00.000Z~g1", "-000001-01-01T00:00:00.000Z~g1", "+275760-09-13T00:00:00.000Z~g1"]) {
      expect(await problemOf(deckGames(owner.id, deckId, { after }))).toEqual({ status: 404, error: "That page of games doesn't exist, or isn't shared with you." });
    }
  });
});

describe("links printed on cards", () => {
  it("a printed card's link is its own short link, with no address a request's Host or X-Forwarded-Host could change", async () => {
    vi.stubEnv("NEXTAUTH_URL", "https://snap.example/some/path");
    const owner = await makeUser("Olive");
    const { deckId } = await makeDeck(owner.id);
    const { cards } = await preparePrint(owner.id, { deckId, origin: "https://attacker.example", request: { which: "all" } });
    expect(cards.length).toBeGreaterThan(0);
    const links = await db.card.findMany({ where: { deckId }, select: { linkCode: true } });
    const printable = new Set(links.map((card) => `/c/${card.linkCode}`));
    for (const card of cards) expect(printable.has(card.url!)).toBe(true);
  });
});
