import { describe, expect, it } from "vitest";
import { AA_TEXT, contrastRatio, designWarnings, scrimOpacity } from "@/lib/print/contrast";
import { resolveTheme, THEMES, type CustomTheme } from "@/lib/print/themes";

/** What a scrim of `scrim` at `opacity` looks like over `under`, as a renderer blends it. */
function seenThrough(scrim: string, under: string, opacity: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2].map((i) => Math.round(channel(scrim, i) * opacity + channel(under, i) * (1 - opacity)).toString(16).padStart(2, "0")).join("")}`;
}

const GREYS = Array.from({ length: 18 }, (_, i) => `#${Math.round((i * 255) / 17).toString(16).padStart(2, "0").repeat(3)}`);
const UNDER = [...GREYS, "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff"];

const familyTheme = (changes: Partial<CustomTheme["face"]> & { plateText?: string; corners?: CustomTheme["corners"] }): CustomTheme => ({
  base: "classic",
  face: { background: "#ffffff", ink: "#1d2a5b", accent: "#c9a227", red: "#c8102e", black: "#1b1b1f", ...changes },
  back: { background: "#1d2a5b", motif: "#c9a227", plate: "#f7f1e1", plateText: changes.plateText ?? "#1d2a5b" },
  font: "noto-sans-bold",
  corners: changes.corners ?? "classic",
  backText: "snap",
});

describe("contrast", () => {
  it("measures black on white as 21:1 and a colour on itself as 1:1, either way round", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#c8102e", "#c8102e")).toBeCloseTo(1, 5);
  });

  it("makes a word's scrim just opaque enough for AA contrast over pure black and pure white", () => {
    for (const [ink, scrim] of [["#1d2a5b", "#ffffff"], ["#3a2e8f", "#fff8ec"], ["#ffffff", "#1b1b1f"], ["#b42318", "#fdfcff"]] as const) {
      const opacity = scrimOpacity(ink, scrim);
      expect(opacity, `${ink} on ${scrim}`).toBeLessThan(1);
      expect(contrastRatio(ink, seenThrough(scrim, "#000000", opacity))).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(ink, seenThrough(scrim, "#ffffff", opacity))).toBeGreaterThanOrEqual(AA_TEXT);
      const lighter = opacity - 0.01;
      const over = [seenThrough(scrim, "#000000", lighter), seenThrough(scrim, "#ffffff", lighter)];
      expect(Math.min(...over.map((under) => contrastRatio(ink, under))), `${ink} on ${scrim} a little lighter`).toBeLessThan(AA_TEXT);
    }
  });

  it("keeps the word readable over any colour of picture, not only black and white", () => {
    const ink = "#1d2a5b";
    const opacity = scrimOpacity(ink, "#ffffff");
    for (const under of UNDER) expect(contrastRatio(ink, seenThrough("#ffffff", under, opacity)), under).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("makes the scrim opaque when even a solid one cannot make the pair readable", () => {
    expect(scrimOpacity("#9a9a9a", "#ffffff")).toBe(1);
  });

  it("finds nothing hard to read in the built-in themes", () => {
    for (const theme of Object.values(THEMES)) expect(designWarnings(theme), theme.id).toEqual([]);
  });

  it("warns about each hard-to-read pair of a family's own theme, worst first", () => {
    const theme = resolveTheme({ theme: "classic", useBackImage: false, custom: familyTheme({ ink: "#c0c0c0", red: "#ff8080", plateText: "#e8e0c8" }) });
    const warnings = designWarnings(theme);
    expect(warnings.map((warning) => warning.what)).toEqual(["The name on the back", "Words on the card face", "Red suits (hearts and diamonds)"]);
    expect(warnings.every((warning) => warning.ratio < AA_TEXT && warning.message.includes(`${AA_TEXT}:1`))).toBe(true);
    expect(warnings[0]?.ratio).toBeLessThanOrEqual(warnings[1]?.ratio ?? 0);
  });

  it("warns about black suits on a dark face background", () => {
    const theme = resolveTheme({ theme: "classic", useBackImage: false, custom: familyTheme({ background: "#2b2b33", ink: "#ffffff", red: "#ff9aa8" }) });
    expect(designWarnings(theme).map((warning) => warning.what)).toEqual(["Black suits (clubs and spades)"]);
  });

  it("names the corner badges when a hard-to-read suit colour is also their plate", () => {
    const theme = resolveTheme({ theme: "classic", useBackImage: false, custom: familyTheme({ red: "#ff8080", corners: "badge" }) });
    expect(designWarnings(theme).map((warning) => warning.what)).toEqual(["Red suits (hearts and diamonds) and their corner badges"]);
  });
});
