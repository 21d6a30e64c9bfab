import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { layoutScreenCard, roomArtBase, type ScreenCard } from "@/app/_components/card-drawing";
import { CardFace } from "@/app/_components/card-face";
import { cardDrawingKit, screenBackSvg, screenCardSvg, type DeckLook } from "@/app/_components/card-svg";
import { fileFontMetrics } from "@/lib/print/fonts";
import { tableMetrics } from "@/lib/print/measured-metrics";
import type { CustomTheme, DeckPrintDesign } from "@/lib/print/themes";


const QUEEN: ScreenCard = { id: "card-qh", rank: "Q", suit: "hearts", word: "Grandma", code: "QH" };
const CAT: ScreenCard = { id: "card-cat", rank: "Cat", suit: null, word: "Whiskers", code: "CAT1", colour: "#b42318" };

const OUR_OWN: CustomTheme = {
  base: "classic",
  face: { background: "#fffdf5", ink: "#20304f", accent: "#d9a441", red: "#b3261e", black: "#1b1b1f" },
  back: { background: "#20304f", motif: "#d9a441", plate: "#fffdf5", plateText: "#20304f" },
  font: "noto-serif-bold",
  corners: "large",
  backText: "name",
};

function deck(design: Partial<DeckPrintDesign> | null, name = "The Bakers' deck", id = "deck-1"): DeckLook {
  return { id, name, design };
}

/** The SVG inside a rendered CardFace. */
function drawn(card: ScreenCard, look: DeckLook | null): string {
  const html = renderToStaticMarkup(createElement(CardFace, { card, kit: cardDrawingKit([card], look) }));
  return html.match(/<svg[\s\S]*<\/svg>/)?.[0] ?? "";
}

describe("cards on screen in a family's own design", () => {
  it("are measured in the family's own font, not in the font of the theme they started from", () => {
    // The built-in theme first: its measurements are kept, and a theme of one's own keeps its id.
    cardDrawingKit([QUEEN, CAT], deck({ theme: "classic" }));
    const kit = cardDrawingKit([QUEEN, CAT], deck({ theme: "classic", custom: OUR_OWN }));
    expect(kit.theme.font).toBe("noto-serif-bold");
    expect(kit.theme.corners).toBe("large");
    expect(Object.keys(kit.metrics.widths)).toEqual(["noto-serif-bold"]);
    expect(kit.fontFamilies).toEqual({ "noto-serif-bold": "Noto Serif" });
    for (const card of [QUEEN, CAT]) {
      expect(layoutScreenCard(card, kit.theme, tableMetrics(kit.metrics))).toEqual(layoutScreenCard(card, kit.theme, fileFontMetrics));
    }
  });

  it("are drawn in the family's colours and font", () => {
    const svg = drawn(QUEEN, deck({ theme: "classic", custom: OUR_OWN }));
    expect(svg).toContain('fill="#fffdf5"');
    expect(svg).toContain('font-family="Noto Serif"');
    expect(svg).not.toContain("Noto Sans");
  });

  it("show a card's picture from the deck's own address for it", () => {
    const withPicture = { ...QUEEN, artId: "art-grandma" };
    expect(cardDrawingKit([withPicture], deck(null)).artBase).toBe("/decks/deck-1/art/");
    expect(drawn(withPicture, deck(null))).toMatch(/<image href="\/decks\/deck-1\/art\/art-grandma"[^>]* preserveAspectRatio="xMidYMid slice"/);
    expect(screenCardSvg(withPicture, deck(null))).toMatch(/<image href="\/decks\/deck-1\/art\/art-grandma"/);
    expect(screenCardSvg({ ...CAT, artId: "art-cat" }, deck(null, "Cats", "deck-2"))).toContain('<image href="/decks/deck-2/art/art-cat"');
  });

  it("show an online room's pictures from the room's address, which its players without an account may fetch", () => {
    const inRoom = { ...deck(null), artBase: roomArtBase("room-7") };
    expect(screenCardSvg({ ...QUEEN, artId: "art-grandma" }, inRoom)).toContain('<image href="/online/room-7/art/art-grandma"');
  });

  it("are drawn anew when a card's picture is given, changed or taken off", () => {
    const before = drawn(QUEEN, deck(null));
    expect(before).not.toContain("<image");
    expect(drawn({ ...QUEEN, artId: "art-1" }, deck(null))).toContain("/art/art-1");
    expect(drawn({ ...QUEEN, artId: "art-2" }, deck(null))).toContain("/art/art-2");
    expect(drawn({ ...QUEEN, artId: "art-2" }, deck(null, "Another deck", "deck-9"))).toContain("/decks/deck-9/art/art-2");
    expect(drawn({ ...QUEEN, artId: null }, deck(null))).toBe(before);
  });

  it("have no picture where the page knows no deck to fetch it from", () => {
    expect(drawn({ ...QUEEN, artId: "art-1" }, null)).not.toContain("<image");
    expect(cardDrawingKit([QUEEN], null).artBase).toBeUndefined();
  });

  it("have the deck's back: its colours, and its name on the plate when the family asked for it", () => {
    const back = screenBackSvg(deck({ theme: "classic", custom: OUR_OWN }));
    expect(back).toContain("The Bakers");
    expect(back).toContain('fill="#20304f"');
    expect(screenBackSvg(deck({ theme: "classic", custom: { ...OUR_OWN, backText: "monogram" } }))).toMatch(/>TBD<\/text>/);
  });

  it("never say “Snap” in a game, which would read as a Snap button: the deck's monogram instead, or only the pattern for cards of no deck", () => {
    expect(screenBackSvg(deck({ theme: "forest" }))).toMatch(/>TBD<\/text>/);
    expect(screenBackSvg(deck({ theme: "classic", custom: { ...OUR_OWN, backText: "snap" } }))).toMatch(/>TBD<\/text>/);
    const noDeck = screenBackSvg(null);
    expect(noDeck).not.toContain("<text");
    expect(noDeck).toContain("<path");
  });
});
