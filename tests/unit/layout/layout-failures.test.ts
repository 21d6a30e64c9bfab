import { describe, expect, it } from "vitest";
import { failureLine, layoutFailures, layoutSize, screenshotName, type LayoutObservation } from "@/tests/support/layout-check";

/** A phone's page with nothing wrong, to change one thing at a time. */
function page(changes: Partial<LayoutObservation> = {}): LayoutObservation {
  return { width: 390, height: 844, page: { scrollWidth: 390, scrollHeight: 2000 }, sticksOut: [], texts: [], targets: [], scrollers: [], ...changes };
}
const phone = { touch: true, playScreen: false };
const laptop = { touch: false, playScreen: false };
const box = { scrollWidth: 100, clientWidth: 100, scrollHeight: 24, clientHeight: 24 };
const target = { element: 'button "Snap!"', width: 48, height: 48, throughLabel: false, inText: false };

describe("nothing wider than the window", () => {
  it("a page wider than the window fails, naming each element that reaches past its edge", () => {
    const failures = layoutFailures(page({ page: { scrollWidth: 412, scrollHeight: 900 }, sticksOut: [{ element: 'form "New deck"', right: 412 }] }), phone);
    expect(failures).toEqual([{ cause: "wider than the window", element: 'form "New deck"', measure: "reaches 412 px: the page is 412 px wide in a 390 px window" }]);
  });

  it("a page exactly as wide as the window passes", () => {
    expect(layoutFailures(page(), phone)).toEqual([]);
  });
});

describe("no button's or label's text cut off", () => {
  it("text the box ends in an ellipsis is cut off when it needs more room than the box has", () => {
    const cut = { element: 'h2 "Grandma Rose"', ending: "ellipsis" as const, names: true, ...box, scrollWidth: 107, clientWidth: 71 };
    expect(layoutFailures(page({ texts: [cut] }), phone)).toEqual([
      { cause: "text cut off", element: 'h2 "Grandma Rose"', measure: "ends in an ellipsis: its text needs 107 px, its box is 71 px wide" },
    ]);
  });

  it("text that fits a box that would end it in an ellipsis is whole", () => {
    expect(layoutFailures(page({ texts: [{ element: 'h2 "Mum"', ending: "ellipsis", names: true, ...box }] }), phone)).toEqual([]);
  });

  it("a paragraph clamped to fewer lines than its text has is cut off", () => {
    const clamped = { element: 'p "Mum wins the snap"', ending: "clamp" as const, names: false, ...box, scrollHeight: 60, clientHeight: 40 };
    expect(layoutFailures(page({ texts: [clamped] }), phone).map((f) => f.measure)).toEqual(["clamped to fewer lines, with an ellipsis: its text needs 60 px, its box is 40 px tall"]);
  });

  it("text clipped at the edge of its box is cut off", () => {
    const clipped = { element: 'span "Turning next"', ending: "clip" as const, names: false, ...box, scrollWidth: 71 , clientWidth: 52 };
    expect(layoutFailures(page({ texts: [clipped] }), phone).map((f) => f.cause)).toEqual(["text cut off"]);
  });

  it("a button's text that runs out of its box is cut off, but a paragraph's running on is not a label's", () => {
    const button = { element: 'button "Choose from the deck"', ending: "visible" as const, names: true, ...box, scrollWidth: 180, clientWidth: 150 };
    const paragraph = { ...button, element: 'p "A long word"', names: false };
    expect(layoutFailures(page({ texts: [button, paragraph] }), phone)).toEqual([
      { cause: "text cut off", element: 'button "Choose from the deck"', measure: "runs out of its box: its text needs 180 px, its box is 150 px wide" },
    ]);
  });
});

describe("every control big enough for a finger on a touch screen", () => {
  it("a control smaller than 44 × 44 px fails on a touch screen, with its size", () => {
    const small = { ...target, element: 'a "Account"', width: 83, height: 40 };
    expect(layoutFailures(page({ targets: [small] }), phone)).toEqual([{ cause: "too small to touch", element: 'a "Account"', measure: "83 × 40 px, less than 44 × 44 px" }]);
  });

  it("on a laptop, with a mouse, a small control is not a failure", () => {
    expect(layoutFailures(page({ targets: [{ ...target, width: 20, height: 20 }] }), laptop)).toEqual([]);
  });

  it("a link inside a sentence is exempt, as WCAG 2.5.8 exempts inline targets", () => {
    expect(layoutFailures(page({ targets: [{ ...target, element: 'a "Ask for a new link"', height: 22, inText: true }] }), phone)).toEqual([]);
  });

  it("a control laid out at 43.98 px is drawn 44 px: it passes", () => {
    expect(layoutFailures(page({ targets: [{ ...target, width: 43.98, height: 44 }] }), phone)).toEqual([]);
  });

  it("a checkbox measured through its label says so", () => {
    const checkbox = { ...target, element: 'input[type=checkbox] "Auto-flip"', width: 90, height: 30, throughLabel: true };
    expect(layoutFailures(page({ targets: [checkbox] }), phone).map((f) => f.measure)).toEqual(["its label is 90 × 30 px, less than 44 × 44 px"]);
  });
});

describe("a game's screen is whole in the window", () => {
  const play = { touch: true, playScreen: true };

  it("a game's screen taller than the window fails: it would need scrolling", () => {
    expect(layoutFailures(page({ page: { scrollWidth: 390, scrollHeight: 900 } }), play)).toEqual([
      { cause: "play screen scrolls", element: "the page", measure: "390 px × 900 px in a 390 × 844 px window" },
    ]);
  });

  it("a box of the game's screen with more content than room fails: its content is cut off or scrolls", () => {
    const table = { element: "div", scrollWidth: 390, clientWidth: 390, scrollHeight: 1020, clientHeight: 844 };
    expect(layoutFailures(page({ page: { scrollWidth: 390, scrollHeight: 844 }, scrollers: [table] }), play).map((f) => f.measure)).toEqual(["its content is 1020 px tall in 844 px"]);
  });

  it("an ordinary page may scroll down", () => {
    const table = { element: "div", scrollWidth: 390, clientWidth: 390, scrollHeight: 1020, clientHeight: 844 };
    expect(layoutFailures(page({ scrollers: [table] }), phone)).toEqual([]);
  });
});

describe("a failure says where to look", () => {
  const visit = { page: "the deck page", role: "owner", size: layoutSize("small-phone") };

  it("names the page, the size, the person, the element and the measure", () => {
    const line = failureLine(visit, { cause: "too small to touch", element: 'button "Archive Mum"', measure: "109 × 40 px, less than 44 × 44 px" });
    expect(line).toBe('too small to touch: the deck page · small-phone 360×740 · owner · button "Archive Mum" · 109 × 40 px, less than 44 × 44 px');
  });

  it("keeps each page's screenshot under layout/, by size, person and page", () => {
    expect(screenshotName({ ...visit, page: "a card’s story" })).toBe("layout/small-phone/owner--a-card-s-story");
  });
});
