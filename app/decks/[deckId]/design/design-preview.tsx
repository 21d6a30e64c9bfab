"use client";

import { useEffect, useRef, useState } from "react";
import { callServer } from "@/app/_components/call-server";
import type { DeckPrintDesign } from "@/lib/print/themes";
import { previewDesignAction } from "./actions/preview-design";

/** How long the designer waits for the family to stop changing things before drawing again. */
const DEBOUNCE_MS = 200;

/**
 * A front and a back in the design being made, drawn on the server with the print layout. Requests
 * are debounced while colours change, and only the latest answer is shown. `pictures` names the
 * cards' current pictures, so a new picture or crop is drawn too.
 */
export function DesignPreview({ deckId, design, pictures }: { deckId: string; design: DeckPrintDesign; pictures: string }) {
  const [sides, setSides] = useState<{ front: string; back: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const key = JSON.stringify(design);

  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      setLoading(true);
      const result = await callServer(() => previewDesignAction({ deckId, design: JSON.parse(key) as DeckPrintDesign }));
      if (ticket !== latest.current) return;
      setLoading(false);
      setError(result.ok ? null : result.error);
      if (result.ok) setSides(result.data);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [deckId, key, pictures]);

  return (
    <section aria-labelledby="design-preview-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="design-preview-heading" className="font-display text-xl font-bold">
          Preview
        </h2>
        <p role="status" className="font-bold text-muted">
          {loading ? "Drawing the cards…" : sides ? "As they will print" : ""}
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-4 font-bold text-snap">
          {error}
        </p>
      )}
      <div aria-busy={loading} className={`grid grid-cols-2 gap-4 rounded-2xl bg-felt/10 p-4 transition-opacity sm:gap-6 sm:p-6 ${loading ? "opacity-70" : ""}`}>
        {(["front", "back"] as const).map((side) => (
          <figure key={side} className="flex flex-col items-center gap-2">
            <div className="w-full drop-shadow-lg [&>svg]:block [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: sides?.[side] ?? "" }} />
            <figcaption className="font-bold text-muted">{side === "front" ? "Front" : "Back"}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
