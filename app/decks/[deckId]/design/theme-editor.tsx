"use client";

import { Select } from "@/app/_components/select";
import { FONT_IDS, PRINT_FONTS, type FontId } from "@/lib/print/font-catalog";
import type { DesignWarning } from "@/lib/print/contrast";
import { BACK_PATTERNS, THEMES, THEME_IDS, type BackPattern, type BackText, type CornerStyle, type CustomTheme, type ThemeId } from "@/lib/print/themes";
import { ChoiceGroup } from "./choice-group";
import { ColourField } from "./colour-field";
import { ContrastWarnings } from "./contrast-warnings";
import { customFrom } from "./custom-theme";

const FACE_COLOURS: { key: keyof CustomTheme["face"]; label: string }[] = [
  { key: "background", label: "Card face" },
  { key: "ink", label: "Words" },
  { key: "accent", label: "Accent (frames and panels)" },
  { key: "red", label: "Hearts and diamonds" },
  { key: "black", label: "Clubs and spades" },
];
const BACK_COLOURS: { key: keyof CustomTheme["back"]; label: string }[] = [
  { key: "background", label: "Back" },
  { key: "motif", label: "Pattern" },
  { key: "plate", label: "Plate in the middle" },
  { key: "plateText", label: "Writing on the plate" },
];
const CORNERS: { value: CornerStyle; label: string; hint: string }[] = [
  { value: "classic", label: "Classic", hint: "Rank over suit, as on most decks" },
  { value: "large", label: "Large", hint: "A bigger rank, easy to read from across the table" },
  { value: "badge", label: "Badge", hint: "The rank on a coloured disc" },
];
const PATTERNS: Record<BackPattern, string> = { lattice: "Lattice", dots: "Dots", suits: "Suits" };

/**
 * A theme of the family's own: the built-in theme it starts from, then every colour, the font for
 * words, the corners and the back. Contrast warnings sit with the colours they are about.
 */
export function ThemeEditor({
  custom,
  backPattern,
  deckName,
  warnings,
  fontFamilies,
  onChange,
  onPattern,
}: {
  custom: CustomTheme;
  backPattern: BackPattern;
  deckName: string;
  warnings: DesignWarning[];
  fontFamilies: Partial<Record<FontId, string>>;
  onChange: (custom: CustomTheme) => void;
  onPattern: (pattern: BackPattern) => void;
}) {
  const backTexts: { value: BackText; label: string }[] = [
    { value: "snap", label: "“Snap”" },
    { value: "name", label: deckName ? `The deck’s name (${deckName})` : "The deck’s name" },
    { value: "monogram", label: "A monogram" },
  ];
  return (
    <div className="flex flex-col gap-6">
      <Select<ThemeId>
        id="base-theme"
        label="Start from"
        hint="Choosing a theme sets every colour, the font and the corners from it."
        value={custom.base}
        options={THEME_IDS.map((id) => ({ value: id, label: THEMES[id].name }))}
        onChange={(base) => {
          onChange(customFrom(base, custom));
          onPattern(THEMES[base].back.pattern);
        }}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Colours of the card face</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {FACE_COLOURS.map(({ key, label }) => (
            <ColourField key={key} id={`face-${key}`} label={label} value={custom.face[key]} onChange={(hex) => onChange({ ...custom, face: { ...custom.face, [key]: hex } })} />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Colours of the back</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {BACK_COLOURS.map(({ key, label }) => (
            <ColourField key={key} id={`back-${key}`} label={label} value={custom.back[key]} onChange={(hex) => onChange({ ...custom, back: { ...custom.back, [key]: hex } })} />
          ))}
        </div>
      </fieldset>

      <section aria-labelledby="contrast-heading" className="flex flex-col gap-2">
        <h3 id="contrast-heading" className="font-bold">
          Easy to read?
        </h3>
        <ContrastWarnings warnings={warnings} />
      </section>

      <ChoiceGroup<FontId>
        name="font"
        legend="Font for words"
        value={custom.font}
        options={FONT_IDS.map((id) => ({ value: id, label: `${PRINT_FONTS[id].family} · Snap Σναπ Снап`, style: { fontFamily: fontFamilies[id], fontWeight: 700 } }))}
        onChange={(font) => onChange({ ...custom, font })}
      />

      <ChoiceGroup<CornerStyle> name="corners" legend="Corners" value={custom.corners} options={CORNERS} onChange={(corners) => onChange({ ...custom, corners })} />

      <ChoiceGroup<BackPattern>
        name="back-pattern"
        legend="Pattern on the back"
        value={backPattern}
        options={BACK_PATTERNS.map((value) => ({ value, label: PATTERNS[value] }))}
        onChange={onPattern}
      />

      <ChoiceGroup<BackText> name="back-text" legend="Written on the back" value={custom.backText} options={backTexts} onChange={(backText) => onChange({ ...custom, backText })} />
      {custom.backText === "monogram" && (
        <div className="flex flex-col gap-1">
          <label htmlFor="monogram" className="font-bold">
            Monogram (up to 3 letters)
          </label>
          <input
            id="monogram"
            value={custom.monogram ?? ""}
            maxLength={3}
            autoComplete="off"
            onChange={(e) => onChange({ ...custom, monogram: e.target.value.toUpperCase() })}
            className="min-h-12 w-32 rounded-xl border-2 border-line bg-white px-3 text-lg outline-none focus:border-felt"
          />
        </div>
      )}
    </div>
  );
}
