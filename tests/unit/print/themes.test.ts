import { describe, expect, it } from "vitest";
import { PRINT_FONTS } from "@/lib/print/font-catalog";
import { parseDeckPrintDesign, THEME_IDS, THEMES, themeById } from "@/lib/print/themes";
import { parseColour } from "@/lib/text/colour";

describe("themes", () => {
  it("offer a few designs, each with a print font and valid colours", () => {
    expect(THEME_IDS.length).toBeGreaterThanOrEqual(3);
    for (const theme of Object.values(THEMES)) {
      expect(PRINT_FONTS[theme.font]).toBeDefined();
      for (const colour of [...Object.values(theme.face), theme.back.background, theme.back.motif, theme.back.plate, theme.back.plateText]) {
        expect(parseColour(colour), `${theme.id} ${colour}`).toBe(colour);
      }
    }
  });

  it("fall back to the classic theme", () => {
    expect(themeById(undefined).id).toBe("classic");
  });

  it("read a deck's saved design, falling back to the default when it is missing or unknown", () => {
    expect(parseDeckPrintDesign({ theme: "forest", backPattern: "dots", useBackImage: true })).toEqual({ theme: "forest", backPattern: "dots", useBackImage: true });
    expect(parseDeckPrintDesign(null)).toEqual({ theme: "classic", useBackImage: false });
    expect(parseDeckPrintDesign({ theme: "neon" })).toEqual({ theme: "classic", useBackImage: false });
  });
});
