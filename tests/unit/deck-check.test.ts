import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardName, standardDeck } from "@/lib/cards/deck-composition";
import { announceCheck, checkCard } from "@/lib/decks/deck-check/check-card";
import { NEW_CHECK, summariseDeckCheck, withWordCheck, type CheckCard, type DeckCheck } from "@/lib/decks/deck-check/model";
import { readCheckInput } from "@/lib/decks/deck-check/read-check-input";
import { checkStorageKey, readStoredCheck, storeCheck } from "@/lib/decks/deck-check/stored-check";

const DECK = "deck-1";

/** A standard deck as the check sees it; card ids are their codes with a prefix, so tests read plainly. */
function deck(options: { missing?: string[]; words?: Record<string, string> } = {}): CheckCard[] {
  return standardDeck().map((card) => ({
    id: `card-${card.code}`,
    code: card.code,
    linkCode: `${card.code}LINK`.padEnd(10, "0").replace(/[ILOU]/g, "0"),
    name: cardName(card),
    status: options.missing?.includes(card.code) ? "MISSING" : "IN_DECK",
    word: options.words?.[card.code] ?? null,
  }));
}

/** Checks the codes one after another, as a family typing them would. */
function checkAll(cards: CheckCard[], codes: string[], start: DeckCheck = NEW_CHECK): DeckCheck {
  return codes.reduce((check, code) => {
    const outcome = checkCard(cards, check, DECK, code);
    return outcome.kind === "checked" ? outcome.check : check;
  }, start);
}

describe("checking a card of the real deck", () => {
  it("a typed code finds its card whatever its case and spaces (7h, 10S)", () => {
    const cards = deck();
    const seven = checkCard(cards, NEW_CHECK, DECK, " 7h ");
    const ten = checkCard(cards, NEW_CHECK, DECK, "10S");
    expect(seven.kind === "checked" && seven.card.name).toBe("7 of Hearts");
    expect(ten.kind === "checked" && ten.card.name).toBe("10 of Spades");
  });

  it("a scanned card address of this deck finds its card, from any origin", () => {
    const cards = deck();
    for (const text of [`https://snap.example/decks/${DECK}/cards/card-QD`, `http://192.168.1.20:3000/decks/${DECK}/cards/card-QD/`, `/decks/${DECK}/cards/card-QD`]) {
      const outcome = checkCard(cards, NEW_CHECK, DECK, text);
      expect(outcome.kind === "checked" && outcome.card.code).toBe("QD");
    }
  });

  it("a scanned card's short link (its QR code since short links) finds its card", () => {
    const cards = deck();
    const queen = cards.find((card) => card.code === "QD")!;
    for (const text of [`/c/${queen.linkCode}`, `https://snap.example/c/${queen.linkCode.toLowerCase()}`]) {
      const outcome = checkCard(cards, NEW_CHECK, DECK, text);
      expect(outcome.kind === "checked" && outcome.card.code).toBe("QD");
    }
    expect(checkCard(cards, NEW_CHECK, DECK, "/c/ZZZZZZZZZZ")).toEqual({ kind: "refused", message: "That card isn’t one of this deck’s cards." });
  });

  it("a card of another deck is refused with a plain message and checks nothing", () => {
    const outcome = checkCard(deck(), NEW_CHECK, DECK, "https://snap.example/decks/another-deck/cards/card-QD");
    expect(outcome).toEqual({ kind: "refused", message: "That card belongs to another deck." });
  });

  it("an unknown code, another address, or nothing typed is refused with a message saying what to do", () => {
    const cards = deck();
    expect(checkCard(cards, NEW_CHECK, DECK, "1Z")).toEqual({ kind: "refused", message: "No card of this deck has the code “1Z”." });
    expect(checkCard(cards, NEW_CHECK, DECK, "https://snap.example/decks/deck-1/history")).toEqual({
      kind: "refused",
      message: "That isn’t a card’s code or a card’s QR code.",
    });
    expect(checkCard(cards, NEW_CHECK, DECK, `https://snap.example/decks/${DECK}/cards/gone`)).toEqual({
      kind: "refused",
      message: "That card isn’t in this deck any more.",
    });
    expect(readCheckInput("   ", DECK).kind).toBe("refused");
  });

  it("a card checked twice says it is already checked and changes nothing", () => {
    const cards = deck();
    const check = checkAll(cards, ["7H"]);
    const again = checkCard(cards, check, DECK, "7h");
    expect(again.kind).toBe("already");
    expect(announceCheck(again, summariseDeckCheck(cards, check).progress)).toBe("7 of Hearts is already checked.");
  });

  it("each check is announced with the progress: “7 of Hearts checked: 37 / 52”", () => {
    const cards = deck();
    const codes = cards.map((c) => c.code).filter((code) => code !== "7H");
    const before = checkAll(cards, codes.slice(0, 36));
    const outcome = checkCard(cards, before, DECK, "7H");
    if (outcome.kind !== "checked") throw new Error("7H should be checked");
    expect(announceCheck(outcome, summariseDeckCheck(cards, outcome.check).progress)).toBe("7 of Hearts checked: 37 / 52");
  });
});

describe("what the deck check shows", () => {
  it("a card in the deck that wasn't checked is missing; a lost card that was checked turned up", () => {
    const cards = deck({ missing: ["KS", "2D"] });
    const all = cards.map((c) => c.code);
    const check = checkAll(cards, all.filter((code) => code !== "3C" && code !== "2D"));
    const summary = summariseDeckCheck(cards, check);
    expect(summary.progress).toEqual({ checked: 50, expected: 52 });
    expect(summary.missing.map((c) => c.code)).toEqual(["3C"]);
    expect(summary.turnedUp.map((c) => c.code)).toEqual(["KS"]);
    expect(summary.stillLost.map((c) => c.code)).toEqual(["2D"]);
  });

  it("the card just checked comes first, and its word waits to be confirmed until the family says so", () => {
    const cards = deck({ words: { "7H": "Rocket", "8C": "Teapot" } });
    let check = checkAll(cards, ["7H", "8C", "9D"]);
    let summary = summariseDeckCheck(cards, check);
    expect(summary.checked.map((c) => c.card.code)).toEqual(["9D", "8C", "7H"]);
    expect(summary.wordsToConfirm.map((c) => c.code)).toEqual(["7H", "8C"]);

    check = withWordCheck(withWordCheck(check, "card-7H", "confirmed"), "card-8C", "corrected");
    summary = summariseDeckCheck(cards, check);
    expect(summary.wordsToConfirm).toEqual([]);
    expect(summary.checked.map((c) => c.word)).toEqual(["unconfirmed", "corrected", "confirmed"]);
  });

  it("a card no longer in the deck doesn't count, even if it was checked", () => {
    const cards = deck();
    const check: DeckCheck = { checked: [{ cardId: "card-7H", word: "unconfirmed" }, { cardId: "gone", word: "unconfirmed" }] };
    expect(summariseDeckCheck(cards, check).progress).toEqual({ checked: 1, expected: 52 });
  });

  it("every card is in exactly one of: checked, missing, or missing and not checked", () => {
    const cards = deck();
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: cards.length, maxLength: cards.length }),
        fc.shuffledSubarray(cards.map((c) => c.code)),
        fc.array(fc.constantFrom("7h", "10S", "zz", "https://x.example/decks/other/cards/card-7H", `/decks/${DECK}/cards/card-AS`), { maxLength: 5 }),
        (lost, checkedCodes, extraTexts) => {
          const statuses = cards.map((card, i) => ({ ...card, status: lost[i] ? ("MISSING" as const) : ("IN_DECK" as const) }));
          const check = checkAll(statuses, [...checkedCodes, ...extraTexts]);
          const summary = summariseDeckCheck(statuses, check);
          const groups = [summary.checked.map((c) => c.card), summary.missing, summary.stillLost];
          const ids = groups.flat().map((c) => c.id);
          expect(ids.length).toBe(cards.length);
          expect(new Set(ids)).toEqual(new Set(cards.map((c) => c.id)));
          expect(summary.progress.checked).toBe(summary.checked.length);
          expect(summary.turnedUp.every((card) => card.status === "MISSING" && summary.checked.some((c) => c.card.id === card.id))).toBe(true);
        },
      ),
    );
  });
});

describe("a check kept on the device", () => {
  it("a check stored and read back is the same check, one per deck", () => {
    const check = checkAll(deck(), ["7H", "QD"]);
    expect(readStoredCheck(storeCheck(check))).toEqual(check);
    expect(checkStorageKey("a")).not.toBe(checkStorageKey("b"));
  });

  it("nothing stored, or something damaged, starts a new check", () => {
    for (const stored of [null, "not json", "{}", JSON.stringify({ version: 1, checked: [{ cardId: 7 }] })]) {
      expect(readStoredCheck(stored)).toEqual(NEW_CHECK);
    }
  });
});
