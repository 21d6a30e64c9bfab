import { describe, expect, it } from "vitest";
import { cardFilterChoices, cardFilterOf, cardsShown, deckPageActions, showAllLabel } from "@/lib/decks/deck-page";
import { cardFigures } from "@/lib/history/counts";
import type { CardStatus } from "@/lib/generated/prisma/enums";

const deck = { id: "d1", stage: "READY" as const };
const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe("the deck page's actions", () => {
  it("Play leads an editor to the ways to play this deck: on this device, online, at the real table", () => {
    const { play } = deckPageActions(deck, "EDITOR");
    expect(play.map(({ label, href }) => [label, href])).toEqual([
      ["Play on this device", "/decks/d1/play/new"],
      ["Play online", "/decks/d1/online/new"],
      ["Play at the real table", "/decks/d1/table"],
    ]);
    expect(play.every((way) => way.description.length > 0)).toBe(true);
  });

  it("groups every other page of the deck under Play, for an owner as for an editor", () => {
    const expected = ["Print", "Design the cards", "History", "Members", "Settings", "Check the real deck", "Enter words from the real deck"];
    expect(labels(deckPageActions(deck, "OWNER").more)).toEqual(expected);
    expect(labels(deckPageActions(deck, "EDITOR").more)).toEqual(expected);
    expect(deckPageActions(deck, "EDITOR").more.find((link) => link.label === "History")?.href).toBe("/decks/d1/history");
  });

  it("offers a viewer no editing actions: no Play, no designer, no words to enter; the table's sessions are still there to read", () => {
    const { play, more } = deckPageActions(deck, "VIEWER");
    expect(play).toEqual([]);
    expect(labels(more)).toEqual(["Print", "History", "Table companion", "Members", "Settings", "Check the real deck"]);
  });

  it("offers no words to enter from the real deck while the twelve-card setup is unfinished", () => {
    expect(labels(deckPageActions({ id: "d1", stage: "SETUP" }, "OWNER").more)).not.toContain("Enter words from the real deck");
  });
});

const card = (word: string | null, status: CardStatus = "IN_DECK") => ({ word, status });
const cards = [card("Rocket"), card(null), card(null), card("Teapot", "MISSING"), card(null, "MISSING"), card(null)];

describe("the deck page's cards", () => {
  it("each filter's count is the number of cards it shows, and the counts are the deck's own", () => {
    const choices = cardFilterChoices("d1", cards, "all");
    for (const choice of choices) expect(cardsShown(cards, choice.filter)).toHaveLength(choice.count);
    const figures = cardFigures(cards);
    expect(Object.fromEntries(choices.map((c) => [c.filter, c.count]))).toEqual({ all: 6, words: figures.words, blank: figures.blank, missing: figures.missing });
    expect(choices.map((c) => `${c.count} ${c.label}`)).toEqual(["6 cards", "2 with words", "3 blank", "2 missing"]);
  });

  it("a blank card that is missing is counted missing, not blank", () => {
    expect(cardsShown(cards, "blank")).toEqual([card(null), card(null), card(null)]);
  });

  it("shows the missing cards' filter only when some are missing, or it is chosen", () => {
    const whole = [card("Rocket"), card(null)];
    expect(cardFilterChoices("d1", whole, "all").map((c) => c.filter)).toEqual(["all", "words", "blank"]);
    expect(cardFilterChoices("d1", whole, "missing").map((c) => c.filter)).toEqual(["all", "words", "blank", "missing"]);
  });

  it("marks the filter shown, and each links to its cards", () => {
    const choices = cardFilterChoices("d1", cards, "words");
    expect(choices.filter((c) => c.current).map((c) => c.filter)).toEqual(["words"]);
    expect(choices.map((c) => c.href)).toEqual(["/decks/d1", "/decks/d1?show=words", "/decks/d1?show=blank", "/decks/d1?show=missing"]);
  });

  it("an address asking for no filter it knows shows all the cards", () => {
    expect(cardFilterOf(undefined)).toBe("all");
    expect(cardFilterOf("everything")).toBe("all");
    expect(cardFilterOf("blank")).toBe("blank");
  });

  it("says how many cards Show all shows, and which", () => {
    expect(showAllLabel("all", 52)).toBe("Show all 52 cards");
    expect(showAllLabel("words", 12)).toBe("Show all 12 cards with words");
    expect(showAllLabel("blank", 40)).toBe("Show all 40 blank cards");
    expect(showAllLabel("missing", 9)).toBe("Show all 9 missing cards");
  });
});
