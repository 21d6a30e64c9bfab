import { describe, expect, it } from "vitest";
import { DeckError } from "@/lib/decks/errors";
import { orderImageNames, orderReadme } from "@/lib/print/order-files";
import { imagePixels, presetSpec } from "@/lib/print/order-presets";
import { customSizeProblems, orderPrintRequest, orderQuery, parseOrderRequest } from "@/lib/print-jobs/order-request";

const custom = (fields: Record<string, string>) => `size=custom&${new URLSearchParams({ widthMm: "63", heightMm: "88", bleedMm: "3", safeMm: "3", dpi: "300", ...fields })}`;

/** The refusal a query gets: its status and message. */
function refusal(query: string): { status: number; message: string } {
  try {
    parseOrderRequest(query);
  } catch (error) {
    if (error instanceof DeckError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error(`${query} was accepted`);
}

describe("order presets", () => {
  it("gives each usual card size its inches, 1/8 in (3.175 mm) of bleed and of safe margin, at 300 dpi", () => {
    expect(parseOrderRequest("")).toEqual(presetSpec("poker"));
    const sizes = Object.fromEntries((["poker", "bridge", "mini", "tarot"] as const).map((id) => [id, parseOrderRequest(`size=${id}`)]));
    expect(Object.fromEntries(Object.entries(sizes).map(([id, spec]) => [id, [spec.trim.width / 25.4, spec.trim.height / 25.4]]))).toEqual({
      poker: [2.5, 3.5],
      bridge: [2.25, 3.5],
      mini: [1.75, 2.5],
      tarot: [2.75, 4.75],
    });
    for (const spec of Object.values(sizes)) expect(spec).toMatchObject({ bleedMm: 3.175, safeMm: 3.175, dpi: 300, format: "png" });
  });

  it("makes every image the card with its bleed on every side, in whole pixels at the order's dpi", () => {
    expect(imagePixels(presetSpec("poker"))).toEqual({ width: 825, height: 1125 });
    expect(imagePixels(presetSpec("bridge"))).toEqual({ width: 750, height: 1125 });
    expect(imagePixels(presetSpec("mini"))).toEqual({ width: 600, height: 825 });
    expect(imagePixels(presetSpec("tarot"))).toEqual({ width: 900, height: 1500 });
    expect(imagePixels(parseOrderRequest(custom({ widthMm: "63", heightMm: "88", bleedMm: "3", dpi: "600" })))).toEqual({ width: 1630, height: 2220 });
    expect(imagePixels(parseOrderRequest(custom({ bleedMm: "0", dpi: "300" })))).toEqual({ width: 744, height: 1039 });
  });

  it("takes a custom size, bleed, safe margin and resolution, and PNG or JPEG", () => {
    expect(parseOrderRequest(custom({ widthMm: "70", heightMm: "120.5", bleedMm: "2", safeMm: "4", dpi: "600" }) + "&format=jpeg")).toEqual({
      size: "custom",
      name: "Custom",
      trim: { width: 70, height: 120.5 },
      bleedMm: 2,
      safeMm: 4,
      dpi: 600,
      format: "jpeg",
    });
  });

  it("refuses a forged order with a clear message: a size of 0 or huge, not a number, more than 1200 dpi, a bleed bigger than the card", () => {
    const refusals = [
      ["size=huge", "Choose poker, bridge, mini, tarot or a custom size."],
      ["size=poker&format=tiff", "The images must be PNG or JPEG."],
      ["size=custom", "Give the card's width."],
      [custom({ widthMm: "0" }), "The card's width must be between 25 and 180 mm."],
      [custom({ heightMm: "100000" }), "The card's height must be between 25 and 180 mm."],
      [custom({ widthMm: "NaN" }), "The card's width must be a number of millimetres."],
      [custom({ heightMm: "Infinity" }), "The card's height must be a number of millimetres."],
      [custom({ widthMm: "1e400" }), "The card's width must be a number of millimetres."],
      [custom({ bleedMm: "100" }), "The bleed must be between 0 and 5 mm."],
      [custom({ bleedMm: "-1" }), "The bleed must be between 0 and 5 mm."],
      [custom({ safeMm: "20" }), "The safe margin must be between 0 and 10 mm."],
      [custom({ widthMm: "25", safeMm: "7" }), "The safe margin must leave at least half the card inside it."],
      [custom({ dpi: "1201" }), "The resolution must be between 300 and 1200 dpi."],
      [custom({ dpi: "72" }), "The resolution must be between 300 and 1200 dpi."],
      [custom({ dpi: "300.5" }), "The resolution must be a whole number of dots per inch."],
      [custom({ widthMm: "180", heightMm: "180", bleedMm: "5", dpi: "1200" }), "At 1200 dpi each card would be 8,976 × 8,976 pixels, more than 25 million: choose a lower resolution or a smaller card."],
    ];
    for (const [query, message] of refusals) expect(refusal(query!), query).toEqual({ status: 400, message });
  });

  it("says what is wrong with a custom size field by field, in the words the server refuses it with", () => {
    expect(customSizeProblems({ widthMm: "63", heightMm: "88", bleedMm: "3", safeMm: "3", dpi: "300" })).toEqual({});
    expect(customSizeProblems({ widthMm: "", heightMm: "abc", bleedMm: "9", safeMm: "3", dpi: "5000" })).toEqual({
      widthMm: "Give the card's width.",
      heightMm: "The card's height must be a number of millimetres.",
      bleedMm: "The bleed must be between 0 and 5 mm.",
      dpi: "The resolution must be between 300 and 1200 dpi.",
    });
  });

  it("draws the order in the print page's look and paper, always every card with its back, whatever else the query says", () => {
    const page = "paper=Letter&cardSize=mini&which=chosen&cards=a,b&backs=none&theme=forest&backPattern=dots&useBackImage=1&qr=1";
    const query = orderQuery({ size: "tarot", format: "jpeg" }, page);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ paper: "Letter", theme: "forest", backPattern: "dots", useBackImage: "1", qr: "1", size: "tarot", format: "jpeg" });
    expect(orderPrintRequest(`${query}&which=chosen&backs=none&cards=x`)).toEqual({ theme: "forest", backPattern: "dots", useBackImage: "1", qr: "1", which: "all", backs: "long-edge" });
    expect(parseOrderRequest(orderQuery({ size: "custom", format: "png", custom: { widthMm: 60, heightMm: 90, bleedMm: 2, safeMm: 3, dpi: 400 } }))).toMatchObject({ trim: { width: 60, height: 90 }, dpi: 400 });
  });
});

describe("the order's files", () => {
  it("names the faces in deck order, then the back, as print services take them", () => {
    expect(orderImageNames(3, "png")).toEqual(["001-front.png", "002-front.png", "003-front.png", "back.png"]);
    expect(orderImageNames(52, "jpeg").slice(-2)).toEqual(["052-front.jpg", "back.jpg"]);
    expect(orderImageNames(1200, "png")[0]).toBe("0001-front.png");
  });

  it("says in README.txt the size, bleed, safe area, dpi, colour space, card count and order", () => {
    const readme = orderReadme({
      deckName: "The Attic Deck",
      cards: [
        { name: "Ace of Spades", word: "Llama" },
        { name: "Two of Spades", word: null },
      ],
      spec: presetSpec("poker"),
      madeOn: "2025-03-01",
    });
    expect(readme).toContain("Card size:    2.5 × 3.5 in (63.5 × 88.9 mm), poker: the trim, where each card is cut.");
    expect(readme).toContain("Bleed:        1/8 in (3.175 mm) on every side, included in each image (37.5 px).");
    expect(readme).toContain("Image size:   2.75 × 3.75 in (69.85 × 95.25 mm) = 825 × 1125 pixels at 300 dpi.");
    expect(readme).toContain("Safe area:    2.25 × 3.25 in (57.15 × 82.55 mm): 1/8 in (3.175 mm) inside the trim, 75 px from each image edge.");
    expect(readme).toContain("Resolution:   300 dpi");
    expect(readme).toContain("Colour:       sRGB");
    expect(readme).toMatch(/Cards:\s+2 cards, each with its own face, and one back they all share \(3 images\)\./);
    expect(readme).toMatch(/ {2}001-front\.png {2}Ace of Spades — “Llama”\n {2}002-front\.png {2}Two of Spades\n {2}back\.png {7}The back of every card\n$/);
  });
});
