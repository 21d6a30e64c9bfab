"use client";

import { useCallback, useState } from "react";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { Select } from "@/app/_components/select";
import { Toggle } from "@/app/_components/toggle";
import { useServerAction } from "@/app/_components/use-server-action";
import type { PrintPageData } from "@/lib/print-jobs/load-print-page";
import { MAX_BLEED_MM, printQuery, type PrintRequestInput, type Selection } from "@/lib/print-jobs/print-request";
import type { CardSizeName, DuplexFlip, PaperName } from "@/lib/print/layout";
import { BACK_PATTERNS, THEMES, THEME_IDS, type BackPattern, type ThemeId } from "@/lib/print/themes";
import { saveDeckDesignAction } from "./actions/save-deck-design";
import { BackImageForm } from "./back-image-form";
import { CardChooser } from "./card-chooser";
import { Millimetres, Section } from "./controls";
import { DownloadPdf } from "./download-pdf";
import { OrderDeck } from "./order-deck";
import { PrintPreview } from "./print-preview";

const PAPER_OPTIONS: { value: PaperName; label: string }[] = [
  { value: "A4", label: "A4 (210 × 297 mm)" },
  { value: "Letter", label: "US Letter (8½ × 11 in)" },
  { value: "A3", label: "A3 (297 × 420 mm)" },
];
const CARD_SIZE_OPTIONS: { value: CardSizeName; label: string }[] = [
  { value: "poker", label: "Poker (63 × 88 mm)" },
  { value: "bridge", label: "Bridge (57 × 89 mm)" },
  { value: "mini", label: "Mini (44 × 63 mm)" },
];
const BACKS_OPTIONS: { value: DuplexFlip; label: string }[] = [
  { value: "none", label: "No backs (fronts only)" },
  { value: "long-edge", label: "Two-sided, flip on the long edge" },
  { value: "short-edge", label: "Two-sided, flip on the short edge" },
];
const PATTERN_NAMES: Record<BackPattern, string> = { lattice: "Lattice", dots: "Dots", suits: "Suits" };
/** The theme select's value for the deck's own theme (the print then names no built-in theme). */
const OWN_THEME = "own";
type ThemeChoice = ThemeId | typeof OWN_THEME;

const SELECTION_NAMES: Record<Selection, string> = {
  all: "All cards",
  words: "Cards with words",
  changed: "Cards changed since they were last printed",
  chosen: "Cards I choose",
};

export function PrintPageClient({ data }: { data: PrintPageData }) {
  const { deck, cards, canEditDesign } = data;
  const [paper, setPaper] = useState<PaperName>("A4");
  const [cardSize, setCardSize] = useState<CardSizeName>("poker");
  const [bleedMm, setBleedMm] = useState(0);
  const [cropMarks, setCropMarks] = useState(true);
  const [qr, setQr] = useState(data.qr.byDefault);
  const [backs, setBacks] = useState<DuplexFlip>("none");
  const [backOffsetX, setBackOffsetX] = useState(0);
  const [backOffsetY, setBackOffsetY] = useState(0);
  const own = deck.design.custom;
  const [theme, setTheme] = useState<ThemeChoice>(own ? OWN_THEME : deck.design.theme);
  const builtIn = theme === OWN_THEME ? undefined : theme;
  const themeOptions: { value: ThemeChoice; label: string }[] = [
    ...(own ? [{ value: OWN_THEME, label: "Our own" } as const] : []),
    ...THEME_IDS.map((id) => ({ value: id, label: THEMES[id].name })),
  ];
  const [backPattern, setBackPattern] = useState<BackPattern | "">(deck.design.backPattern ?? "");
  const [useBackImage, setUseBackImage] = useState(deck.design.useBackImage && data.backImage !== null);
  const [which, setWhich] = useState<Selection>("all");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [pages, setPages] = useState<{ pageCount: number; cardCount: number } | null>(null);
  const design = useServerAction();

  const counts: Record<Selection, number> = {
    all: cards.length,
    words: cards.filter((c) => c.word !== null).length,
    changed: cards.filter((c) => c.changed).length,
    chosen: chosen.size,
  };
  const request: PrintRequestInput = {
    paper, cardSize, bleedMm, cropMarks, qr, backs, backOffsetX, backOffsetY, theme: builtIn,
    backPattern: backPattern || undefined, useBackImage, which, cards: [...chosen],
  };
  const query = printQuery(request);
  const alignmentQuery = printQuery({ paper, backs: backs === "none" ? "long-edge" : backs, backOffsetX, backOffsetY, theme: builtIn });
  const onPages = useCallback((next: typeof pages) => setPages(next), []);

  async function saveDesign() {
    await design.run(
      () =>
        saveDeckDesignAction({
          deckId: deck.id,
          // Choosing a built-in theme here sets the deck's own theme aside; "Our own" keeps it.
          theme: builtIn ?? deck.design.theme,
          custom: builtIn ? undefined : own,
          backPattern: backPattern || undefined,
          useBackImage,
        }),
      { success: "Saved as this deck’s design." },
    );
  }

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="flex flex-col gap-6">
        <Section title="What to print" id="what-heading">
          <fieldset className="flex flex-col gap-1">
            <legend className="sr-only">What to print</legend>
            {(Object.keys(SELECTION_NAMES) as Selection[]).map((value) => (
              <label key={value} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 font-bold">
                <input type="radio" name="which" value={value} checked={which === value} onChange={() => setWhich(value)} className="size-6 accent-felt" />
                <span>
                  {SELECTION_NAMES[value]} <span className="font-normal text-muted">({counts[value]})</span>
                </span>
              </label>
            ))}
          </fieldset>
          {which === "chosen" && <CardChooser cards={cards} chosen={chosen} onChange={setChosen} />}
        </Section>

        <Section title="Paper and cards" id="paper-heading">
          <Select id="paper" label="Paper" value={paper} options={PAPER_OPTIONS} onChange={setPaper} />
          <Select id="card-size" label="Card size" value={cardSize} options={CARD_SIZE_OPTIONS} onChange={setCardSize} />
          <Millimetres id="bleed" label="Bleed around each card" value={bleedMm} min={0} max={MAX_BLEED_MM} step={0.5} onChange={setBleedMm} />
          <Toggle id="crop-marks" label="Crop marks (where to cut)" checked={cropMarks} onChange={setCropMarks} />
          <Toggle id="qr" label="QR code on each card, for the card scanner" checked={qr} onChange={setQr} hint={data.qr.hint} />
        </Section>

        <Section title="Backs" id="backs-heading">
          <Select id="backs" label="Card backs" value={backs} options={BACKS_OPTIONS} onChange={setBacks} hint="Two-sided printing puts each back behind its front." />
          {backs !== "none" && (
            <>
              <div className="grid grid-cols-2 gap-3">
                <Millimetres id="offset-x" label="Move backs right" value={backOffsetX} min={-10} max={10} step={0.5} onChange={setBackOffsetX} />
                <Millimetres id="offset-y" label="Move backs down" value={backOffsetY} min={-10} max={10} step={0.5} onChange={setBackOffsetY} />
              </div>
              <p className="text-muted">
                Not lining up? Print the test sheet two-sided, hold it up to a window, and enter the numbers where the crosses meet the scales.
              </p>
            </>
          )}
          <a href={`/decks/${deck.id}/print/alignment?${alignmentQuery}`} className={BUTTON_LOOK.outline}>
            Download the alignment test sheet
          </a>
        </Section>

        <Section title="Design" id="design-heading">
          <Select id="theme" label="Theme" value={theme} options={themeOptions} onChange={setTheme} />
          <Select
            id="back-pattern"
            label="Back pattern"
            value={backPattern}
            options={[{ value: "", label: `The theme’s own (${PATTERN_NAMES[THEMES[builtIn ?? own?.base ?? deck.design.theme].back.pattern]})` }, ...BACK_PATTERNS.map((p) => ({ value: p, label: PATTERN_NAMES[p] }))]}
            onChange={setBackPattern}
          />
          <Toggle
            id="use-back-image"
            label={data.backImage ? "Use the uploaded picture on the backs" : "Use an uploaded picture on the backs (upload one below)"}
            checked={useBackImage}
            disabled={!data.backImage}
            onChange={setUseBackImage}
          />
          {canEditDesign ? (
            <>
              <a href={`/decks/${deck.id}/design`} className={BUTTON_LOOK.outline}>
                Design the cards
              </a>
              <Button variant="secondary" busy={design.busy} busyLabel="Saving…" onClick={saveDesign}>
                Save as this deck’s design
              </Button>
              <FormMessage message={design.message} />
              <BackImageForm
                deckId={deck.id}
                image={data.backImage && { width: data.backImage.width, height: data.backImage.height, version: data.backImage.updatedAt.getTime() }}
                onUploaded={() => setUseBackImage(true)}
              />
            </>
          ) : (
            <p className="text-muted">Editors and owners can save a design and upload a back picture; you can still print with any of these choices.</p>
          )}
        </Section>

        <OrderDeck deckId={deck.id} cardCount={cards.length} look={query} />
      </div>

      <div className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        <DownloadPdf deckId={deck.id} query={query} pages={pages} disabled={which === "chosen" && chosen.size === 0} />
        <PrintPreview deckId={deck.id} query={query} onPages={onPages} />
      </div>
    </div>
  );
}
