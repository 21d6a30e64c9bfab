import { PRINT_FONTS } from "@/lib/print/font-catalog";
import { resolveTheme, type DeckPrintDesign, type Theme } from "@/lib/print/themes";

const lookName = (theme: Theme) => (theme.custom ? "our own" : theme.name);
const differ = <T extends object>(a: T, b: T, fields: readonly (keyof T)[]) => fields.some((field) => a[field] !== b[field]);

/**
 * What a new design changes in how every card looks, in a few plain words each ("theme Forest →
 * our own", "font Fira Sans"); none when the cards would look the same. A change of built-in
 * theme says it all; the details are named for the family's own theme.
 */
export function lookChanges(before: DeckPrintDesign, after: DeckPrintDesign, deckName: string): string[] {
  const was = resolveTheme(before, deckName);
  const now = resolveTheme(after, deckName);
  const changes: string[] = [];
  if (lookName(was) !== lookName(now)) changes.push(`theme ${lookName(was)} → ${lookName(now)}`);
  if (now.custom) {
    if (was.font !== now.font) changes.push(`font ${PRINT_FONTS[now.font].family}`);
    if (differ(was.face, now.face, ["background", "ink", "frame", "red", "black"])) changes.push("face colours");
    if (was.corners !== now.corners) changes.push(`${now.corners} corners`);
    if (differ(was.back, now.back, ["background", "motif", "plate", "plateText"])) changes.push("back colours");
    if (was.back.text !== now.back.text) changes.push(`back says “${now.back.text}”`);
  }
  if (before.backPattern !== after.backPattern) changes.push(`back pattern ${after.backPattern ?? "of the theme"}`);
  if (before.useBackImage !== after.useBackImage) changes.push(after.useBackImage ? "back picture on" : "back picture off");
  return changes;
}
