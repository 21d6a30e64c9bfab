"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import type { DesignPage } from "@/lib/designs/load-design-page";
import { designWarnings } from "@/lib/print/contrast";
import type { FontId } from "@/lib/print/font-catalog";
import { resolveTheme, THEMES, type BackPattern, type CustomTheme, type DeckPrintDesign } from "@/lib/print/themes";
import { saveDeckDesignAction } from "../print/actions/save-deck-design";
import { startingCustom } from "./custom-theme";
import { DesignPreview } from "./design-preview";
import { DeckPictures } from "./deck-pictures";
import { ThemeEditor } from "./theme-editor";

function designOf(custom: CustomTheme, backPattern: BackPattern, useBackImage: boolean): DeckPrintDesign {
  return { theme: custom.base, backPattern, useBackImage, custom };
}

function savedPattern(saved: DeckPrintDesign): BackPattern {
  return saved.backPattern ?? THEMES[saved.custom?.base ?? saved.theme].back.pattern;
}

export function DesignPageClient({ data, canEdit, fontFamilies }: { data: DesignPage; canEdit: boolean; fontFamilies: Partial<Record<FontId, string>> }) {
  const { deck, design: saved } = data;
  const [custom, setCustom] = useState<CustomTheme>(() => startingCustom(saved));
  const [backPattern, setBackPattern] = useState<BackPattern>(() => savedPattern(saved));
  const save = useServerAction();

  const draft = designOf(custom, backPattern, saved.useBackImage);
  const shown = canEdit ? draft : saved;
  const warnings = designWarnings(resolveTheme(draft, deck.name));
  const unsaved = JSON.stringify(draft) !== JSON.stringify(designOf(startingCustom(saved), savedPattern(saved), saved.useBackImage));
  const current = saved.custom ? `its own theme (started from ${THEMES[saved.custom.base].name})` : `the ${THEMES[saved.theme].name} theme`;

  async function saveOwn() {
    await save.run((requestKey) => saveDeckDesignAction({ deckId: deck.id, ...draft, requestKey }), { success: "Saved: the deck’s cards now use your theme." });
  }

  async function useBuiltIn() {
    await save.run((requestKey) => saveDeckDesignAction({ deckId: deck.id, theme: custom.base, backPattern, useBackImage: saved.useBackImage, requestKey }), {
      success: `Saved: the deck’s cards use the ${THEMES[custom.base].name} theme again.`,
    });
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        {canEdit ? (
          <section aria-labelledby="theme-heading" className="flex flex-col gap-4 rounded-2xl bg-card p-5 ring-1 ring-line">
            <h2 id="theme-heading" className="font-display text-xl font-bold">
              A theme of your own
            </h2>
            <p className="text-muted">The deck uses {current} now.</p>
            <ThemeEditor
              custom={custom}
              backPattern={backPattern}
              deckName={deck.name}
              warnings={warnings}
              fontFamilies={fontFamilies}
              onChange={setCustom}
              onPattern={setBackPattern}
            />
          </section>
        ) : (
          <section aria-labelledby="theme-heading" className="flex flex-col gap-2 rounded-2xl bg-card p-5 ring-1 ring-line">
            <h2 id="theme-heading" className="font-display text-xl font-bold">
              Theme
            </h2>
            <p className="text-lg">The deck uses {current}.</p>
          </section>
        )}

        <div className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <DesignPreview deckId={deck.id} design={shown} pictures={data.cards.map((card) => card.artId ?? "").join()} />
          {canEdit && (
            <div className="flex flex-col gap-3 rounded-2xl bg-card p-5 ring-1 ring-line">
              {unsaved && <p className="font-bold text-felt">You have changes that aren’t saved yet.</p>}
              <div className="flex flex-wrap gap-2">
                <Button onClick={saveOwn} busy={save.busy} busyLabel="Saving…">
                  Save our theme
                </Button>
                {saved.custom && (
                  <Button variant="plain" onClick={useBuiltIn} disabled={save.busy}>
                    Back to the built-in theme
                  </Button>
                )}
              </div>
              <FormMessage message={save.message} />
            </div>
          )}
        </div>
      </div>

      <DeckPictures data={data} canEdit={canEdit} fontFamilies={fontFamilies} />
    </div>
  );
}
