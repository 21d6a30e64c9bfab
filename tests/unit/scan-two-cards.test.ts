import { describe, expect, it } from "vitest";
import { cameraProblem } from "@/lib/scan/camera-problem";
import { scanTwoCards } from "@/lib/scan/scan-two-cards";

const cards = [
  { id: "c-7h", code: "7H", linkCode: "7H7H7H7H7H", name: "7 of Hearts", inDeck: true },
  { id: "c-7c", code: "7C", linkCode: "7C7C7C7C7C", name: "7 of Clubs", inDeck: true },
  { id: "c-9d", code: "9D", linkCode: "9D9D9D9D9D", name: "9 of Diamonds", inDeck: false },
];
const deckId = "deck-1";
/** What a card's printed QR code holds: its short link. */
const url = (card: { linkCode: string }) => `/c/${card.linkCode}`;

describe("scanning the two cards of a snap", () => {
  it("the first card read is the card already on the table", () => {
    expect(scanTwoCards(url(cards[0]!), { deckId, cards, onTable: null })).toEqual({
      kind: "onTable",
      card: cards[0],
      status: "Read the 7 of Hearts, the card already on the table. Now show the card just played.",
    });
  });

  it("a second, different card is the card just played", () => {
    expect(scanTwoCards(url(cards[1]!), { deckId, cards, onTable: cards[0]! })).toEqual({
      kind: "justPlayed",
      card: cards[1],
      status: "Read the 7 of Hearts and the 7 of Clubs. Now say who won the snap.",
    });
  });

  it("the same card read twice is ignored: show the card just played", () => {
    expect(scanTwoCards(url(cards[0]!), { deckId, cards, onTable: cards[0]! })).toEqual({ kind: "problem", status: "That’s the same card: show the card just played." });
  });

  it("a card marked missing picks nothing and says so", () => {
    expect(scanTwoCards(url(cards[2]!), { deckId, cards, onTable: null })).toEqual({ kind: "problem", status: "The 9 of Diamonds isn’t in the deck (it is marked missing)." });
  });

  it("a card of another deck picks nothing: it isn't one of this deck's cards", () => {
    expect(scanTwoCards("/c/ANDTHER0NE", { deckId, cards, onTable: cards[0]! })).toEqual({ kind: "problem", status: "That card isn’t one of this deck’s cards." });
    expect(scanTwoCards(`https://snap.example/decks/deck-2/cards/${cards[1]!.id}`, { deckId, cards, onTable: cards[0]! })).toEqual({ kind: "problem", status: "That card belongs to another deck." });
  });
});

describe("why the camera could not open, in plain words", () => {
  it("an insecure address, a refusal, no camera and a busy camera each say what to do", () => {
    expect(cameraProblem("insecure")).toContain("secure address (https, or localhost on this device)");
    expect(cameraProblem({ name: "NotAllowedError" })).toContain("The camera wasn’t allowed.");
    expect(cameraProblem({ name: "NotFoundError" })).toContain("No camera was found on this device.");
    expect(cameraProblem({ name: "NotReadableError" })).toContain("The camera is busy");
    expect(cameraProblem("unsupported")).toContain("This browser can’t use a camera.");
    expect(cameraProblem({})).toContain("type the codes printed on the cards");
  });
});
