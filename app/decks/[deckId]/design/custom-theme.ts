import { THEMES, type CustomTheme, type DeckPrintDesign, type Theme, type ThemeId } from "@/lib/print/themes";

/** A built-in theme as a theme of one's own, ready to change. */
export function customFrom(base: ThemeId, keep?: Pick<CustomTheme, "backText" | "monogram">): CustomTheme {
  const theme: Theme = THEMES[base];
  return {
    base,
    face: { background: theme.face.background, ink: theme.face.ink, accent: theme.face.frame, red: theme.face.red, black: theme.face.black },
    back: { background: theme.back.background, motif: theme.back.motif, plate: theme.back.plate, plateText: theme.back.plateText },
    font: theme.font,
    corners: theme.corners,
    backText: keep?.backText ?? "snap",
    monogram: keep?.monogram,
  };
}

/** What the designer starts from: the deck's own theme, or its built-in theme to change. */
export function startingCustom(design: DeckPrintDesign): CustomTheme {
  return design.custom ?? customFrom(design.theme);
}
