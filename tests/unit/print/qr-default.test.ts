import { describe, expect, it } from "vitest";
import { qrAdvice } from "@/lib/print-jobs/qr-default";

describe("QR codes on printed cards, on by default for decks that scan their cards", () => {
  it("a deck never played at the real table nor checked against it prints without QR codes unless asked", () => {
    expect(qrAdvice({ tableSessions: 0, deckChecked: false }).byDefault).toBe(false);
  });

  it("a deck played at the real table (the table companion) prints with QR codes unless told not to", () => {
    expect(qrAdvice({ tableSessions: 1, deckChecked: false }).byDefault).toBe(true);
    expect(qrAdvice({ tableSessions: 12, deckChecked: false }).byDefault).toBe(true);
  });

  it("a deck checked against the real deck (the deck check) prints with QR codes unless told not to", () => {
    expect(qrAdvice({ tableSessions: 0, deckChecked: true }).byDefault).toBe(true);
    expect(qrAdvice({ tableSessions: 3, deckChecked: true }).byDefault).toBe(true);
  });

  it("the print page says plainly that the scanner needs the code, and why it is on when it is", () => {
    for (const use of [
      { tableSessions: 0, deckChecked: false },
      { tableSessions: 2, deckChecked: false },
      { tableSessions: 0, deckChecked: true },
    ]) {
      expect(qrAdvice(use).hint).toContain("The card scanner (“Scan the cards” at the table and in the deck check) reads this code");
    }
    expect(qrAdvice({ tableSessions: 0, deckChecked: false }).hint).not.toContain("On because");
    expect(qrAdvice({ tableSessions: 2, deckChecked: false }).hint).toContain("On because this deck has been played at the real table.");
    expect(qrAdvice({ tableSessions: 0, deckChecked: true }).hint).toContain("On because this deck has been checked against the real deck.");
    expect(qrAdvice({ tableSessions: 1, deckChecked: true }).hint).toContain("On because this deck has been played at the real table and checked against it.");
  });
});
