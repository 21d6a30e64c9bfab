import { describe, expect, it } from "vitest";
import { cardFromScan } from "@/lib/scan/scanned-card";

const cards = [
  { id: "card-7h", code: "7H", linkCode: "K7Q2MX9ABC", name: "7 of Hearts" },
  { id: "card-10s", code: "10S", linkCode: "0R3WQ5ZD8E", name: "10 of Spades" },
  { id: "card-3-2", code: "3-2", linkCode: "H4NDM4DE00", name: "Birds 2" },
];
const deckId = "deck-1";

describe("the card a scanned text names", () => {
  it("a card's QR code, its short link, picks that card: as printed, after any address, in any case", () => {
    expect(cardFromScan("/c/K7Q2MX9ABC", deckId, cards)).toEqual({ card: cards[0] });
    expect(cardFromScan("https://snap.example/c/0R3WQ5ZD8E", deckId, cards)).toEqual({ card: cards[1] });
    expect(cardFromScan("/c/k7q2mx9abc/", deckId, cards)).toEqual({ card: cards[0] });
    // Crockford base 32: an O read as 0, an I or L as 1.
    expect(cardFromScan("/c/oR3WQ5ZD8E", deckId, cards)).toEqual({ card: cards[1] });
  });

  it("a short link of a card of another deck (or of none) picks nothing and says so plainly", () => {
    expect(cardFromScan("/c/ZZZZZZZZZZ", deckId, cards)).toEqual({ problem: "That card isn’t one of this deck’s cards." });
    expect(cardFromScan("/c/K7Q2MX9AB", deckId, cards)).toEqual({ problem: "That QR code isn’t one of our printed cards." });
  });

  it("a card printed before short links, its QR code holding its page's address, still picks that card", () => {
    expect(cardFromScan("https://snap.example/decks/deck-1/cards/card-7h", deckId, cards)).toEqual({ card: cards[0] });
  });

  it("a card printed from another address (a laptop's) still picks the card on a phone", () => {
    expect(cardFromScan("http://192.168.1.20:3000/decks/deck-1/cards/card-10s", deckId, cards)).toEqual({ card: cards[1] });
    expect(cardFromScan("http://localhost:3000/decks/deck-1/cards/card-10s/?from=qr#top", deckId, cards)).toEqual({ card: cards[1] });
  });

  it("a card of another deck is refused: that card belongs to another deck", () => {
    expect(cardFromScan("https://snap.example/decks/deck-2/cards/card-7h", deckId, cards)).toEqual({ problem: "That card belongs to another deck." });
  });

  it("a card page address of this deck naming no card of it is refused plainly", () => {
    expect(cardFromScan("https://snap.example/decks/deck-1/cards/card-gone", deckId, cards)).toEqual({ problem: "That card isn’t in this deck any more." });
  });

  it("a QR code that is not a card page is refused plainly", () => {
    expect(cardFromScan("https://snap.example/decks/deck-1/history", deckId, cards)).toEqual({ problem: "That QR code isn’t one of our printed cards." });
    expect(cardFromScan("https://example.com/", deckId, cards)).toEqual({ problem: "That QR code isn’t one of our printed cards." });
  });

  it("the code printed on the card picks it, in any case and with spaces", () => {
    expect(cardFromScan("7H", deckId, cards)).toEqual({ card: cards[0] });
    expect(cardFromScan(" 10 s ", deckId, cards)).toEqual({ card: cards[1] });
    expect(cardFromScan("3-2", deckId, cards)).toEqual({ card: cards[2] });
  });

  it("an unknown code or unreadable text is refused with a plain message, never a wrong card", () => {
    expect(cardFromScan("9D", deckId, cards)).toEqual({ problem: "No card has the code “9D” in this deck." });
    expect(cardFromScan("WIFI:S:home;T:WPA;P:secret;;", deckId, cards)).toEqual({ problem: "That isn’t a card’s code. Try again, or type the code printed on the card." });
    expect(cardFromScan("   ", deckId, cards)).toEqual({ problem: "Nothing was read. Hold the card’s QR code in front of the camera." });
    expect(cardFromScan("http://[broken", deckId, cards)).toEqual({ problem: "That isn’t a card’s code. Try again, or type the code printed on the card." });
  });
});
