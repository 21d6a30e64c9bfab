import { describe, expect, it } from "vitest";
import { describeDesignChange, designChangeWords } from "@/lib/designs/describe-design-change";
import { pictureEventKind, requestedKindOf } from "@/lib/designs/picture-change-kind";

const queen = { rank: "Q", suit: "hearts" };
const king = { rank: "K", suit: "hearts" };
const cat = { rank: "Cats", suit: null };

describe("what a card's picture change is called", () => {
  it("moving a picture's crop says so: a new crop of the picture the card already shows is a moved crop", () => {
    expect(pictureEventKind("PICTURE_SET", "picture-1", "picture-1")).toBe("CROP_MOVED");
  });

  it("a crop of another picture, or a card that showed none, is a picture given; a removal is a removal", () => {
    expect(pictureEventKind("PICTURE_SET", "picture-1", "picture-2")).toBe("PICTURE_SET");
    expect(pictureEventKind("PICTURE_SET", null, "picture-2")).toBe("PICTURE_SET");
    expect(pictureEventKind("PICTURE_REMOVED", "picture-1", null)).toBe("PICTURE_REMOVED");
  });

  it("a moved crop was asked for as a picture given (what a retried request is compared with)", () => {
    expect(requestedKindOf("CROP_MOVED")).toBe("PICTURE_SET");
    expect(requestedKindOf("PICTURE_REMOVED")).toBe("PICTURE_REMOVED");
  });
});

describe("a design change in words", () => {
  it("a change of the deck's look says what changed", () => {
    expect(describeDesignChange({ setLabel: null, summary: "theme Forest → our own", parts: [{ kind: "LOOK_CHANGED", card: null }] })).toBe(
      "changed the deck’s look: theme Forest → our own",
    );
    expect(describeDesignChange({ setLabel: null, summary: null, parts: [{ kind: "LOOK_CHANGED", card: null }] })).toBe("changed the deck’s look");
  });

  it("names a set by its label, and chosen cards one by one", () => {
    const set = { setLabel: "Cats", summary: null };
    expect(describeDesignChange({ ...set, parts: [cat, cat].map((card) => ({ kind: "PICTURE_SET" as const, card })) })).toBe("gave the set “Cats” a new picture");
    expect(describeDesignChange({ ...set, parts: [cat, cat].map((card) => ({ kind: "CROP_MOVED" as const, card })) })).toBe("moved the crop of the picture on the set “Cats”");
    expect(describeDesignChange({ ...set, parts: [{ kind: "PICTURE_REMOVED", card: cat }] })).toBe("took the picture off the set “Cats”");
    expect(describeDesignChange({ setLabel: null, summary: null, parts: [{ kind: "PICTURE_SET", card: queen }] })).toBe("gave the Queen of Hearts a new picture");
    expect(describeDesignChange({ setLabel: null, summary: null, parts: [queen, king].map((card) => ({ kind: "CROP_MOVED" as const, card })) })).toBe(
      "moved the crop of the picture on the Queen of Hearts and the King of Hearts",
    );
  });

  it("counts the cards past the first three", () => {
    const cards = ["A", "2", "3", "4", "5", "6"].map((rank) => ({ kind: "PICTURE_REMOVED" as const, card: { rank, suit: "spades" } }));
    expect(describeDesignChange({ setLabel: null, summary: null, parts: cards })).toBe("took the picture off 6 cards (the Ace of Spades, the 2 of Spades, the 3 of Spades and 3 more)");
  });

  it("a change that gave some cards the picture and moved the crop on others says both", () => {
    const parts = [
      { kind: "PICTURE_SET" as const, card: queen },
      { kind: "CROP_MOVED" as const, card: king },
    ];
    expect(describeDesignChange({ setLabel: null, summary: null, parts })).toBe("gave the Queen of Hearts a new picture and moved the crop of the picture on the King of Hearts");
  });

  it("keeps the cards it names apart, so a page can link each to its story", () => {
    const words = designChangeWords({ setLabel: null, summary: null, parts: [queen, king].map((card) => ({ kind: "PICTURE_SET" as const, card })) });
    expect(words).toEqual(["gave ", "the ", { card: queen }, " and ", "the ", { card: king }, " a new picture"]);
  });
});
