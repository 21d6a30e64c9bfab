"use client";

import { useState } from "react";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { Select } from "@/app/_components/select";
import { orderSummary, README_NAME } from "@/lib/print/order-files";
import { ORDER_PRESET_IDS, ORDER_PRESETS, presetSpec, sizeInWords, type OrderFormat, type OrderSizeId } from "@/lib/print/order-presets";
import { customSizeProblems, orderQuery, parseOrderRequest, type CustomField, type CustomSizeInput } from "@/lib/print-jobs/order-request";
import { ZipEntries } from "@/lib/print-jobs/zip-entries";
import { Section } from "./controls";
import { saveFile } from "./save-file";

const FORMAT_OPTIONS: { value: OrderFormat; label: string }[] = [
  { value: "png", label: "PNG (lossless)" },
  { value: "jpeg", label: "JPEG (high quality, smaller)" },
];
const CUSTOM_LABELS: Record<CustomField, { label: string; unit: string; step: string }> = {
  widthMm: { label: "Card width", unit: "mm", step: "0.1" },
  heightMm: { label: "Card height", unit: "mm", step: "0.1" },
  bleedMm: { label: "Bleed", unit: "mm", step: "0.1" },
  safeMm: { label: "Safe margin inside the cut", unit: "mm", step: "0.1" },
  dpi: { label: "Resolution", unit: "dpi", step: "1" },
};

type Progress =
  | { phase: "idle" }
  | { phase: "making"; made: number; total: number | null }
  | { phase: "done"; fileName: string; count: number }
  | { phase: "failed"; error: string };

/** Reads the order's .zip as it streams, counting the images that have arrived. */
async function readZip(response: Response, onImage: (made: number) => void): Promise<Blob> {
  const entries = new ZipEntries();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    if (entries.push(read.value).length > 0) onImage(entries.names.filter((name) => name !== README_NAME).length);
  }
  return new Blob(chunks, { type: "application/zip" });
}

/**
 * "Order a printed deck": the deck's images for a print-on-demand service in one .zip, at a preset
 * size or the family's own, drawn in the print page's look; the contact sheet to check first.
 */
export function OrderDeck({ deckId, cardCount, look }: { deckId: string; cardCount: number; look: string }) {
  const [size, setSize] = useState<OrderSizeId>("poker");
  const [format, setFormat] = useState<OrderFormat>("png");
  const [custom, setCustom] = useState<Record<CustomField, string>>({ widthMm: "63", heightMm: "88", bleedMm: "3", safeMm: "3", dpi: "300" });
  const [shown, setShown] = useState<Set<CustomField>>(new Set());
  const [progress, setProgress] = useState<Progress>({ phase: "idle" });

  const problems = size === "custom" ? customSizeProblems(custom as CustomSizeInput) : {};
  const valid = Object.keys(problems).length === 0;
  const query = orderQuery({ size, format, custom }, look);
  const summary = valid ? orderSummary(parseOrderRequest(query), cardCount) : "Check the custom size below.";
  const busy = progress.phase === "making";

  async function makeZip() {
    if (!valid) {
      setShown(new Set(Object.keys(problems) as CustomField[]));
      return;
    }
    setProgress({ phase: "making", made: 0, total: null });
    try {
      const response = await fetch(`/decks/${deckId}/print/order?${query}`);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        setProgress({ phase: "failed", error: body?.error ?? "The zip could not be made. Please try again." });
        return;
      }
      const total = Number(response.headers.get("x-order-images")) || null;
      const blob = await readZip(response, (made) => setProgress({ phase: "making", made, total }));
      const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "order.zip";
      saveFile(blob, fileName);
      setProgress({ phase: "done", fileName, count: total ?? cardCount + 1 });
    } catch {
      setProgress({ phase: "failed", error: "The zip was cut off before it was finished. Check the connection and try again." });
    }
  }

  const percent = progress.phase === "making" && progress.total ? Math.round((100 * progress.made) / progress.total) : null;
  return (
    <Section title="Order a printed deck" id="order-heading">
      <p>
        Have the deck printed and boxed by a print-on-demand service: one .zip with an image of every card&rsquo;s face and of the back, with the bleed
        and resolution the service asks for, and a README.txt saying what is in it. Check the contact sheet before you order.
      </p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-bold">Card size</legend>
        {[...ORDER_PRESET_IDS, "custom" as const].map((id) => (
          <label key={id} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 font-bold">
            <input type="radio" name="order-size" value={id} checked={size === id} onChange={() => setSize(id)} className="size-6 accent-felt" />
            <span>
              {id === "custom" ? "Custom" : ORDER_PRESETS[id].name}{" "}
              <span className="font-normal text-muted">{id === "custom" ? "your service’s own size, bleed and resolution" : sizeInWords(presetSpec(id).trim)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {size === "custom" && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {(Object.keys(CUSTOM_LABELS) as CustomField[]).map((field) => (
            <Field
              key={field}
              name={`order-${field}`}
              label={`${CUSTOM_LABELS[field].label} (${CUSTOM_LABELS[field].unit})`}
              type="number"
              inputMode={field === "dpi" ? "numeric" : "decimal"}
              step={CUSTOM_LABELS[field].step}
              value={custom[field]}
              onChange={(e) => setCustom({ ...custom, [field]: e.target.value })}
              onBlur={() => setShown(new Set([...shown, field]))}
              error={shown.has(field) ? problems[field] : undefined}
            />
          ))}
        </div>
      )}
      <Select id="order-format" label="Image format" value={format} options={FORMAT_OPTIONS} onChange={setFormat} />
      <p id="order-summary" className="text-muted">
        {summary} Drawn in the look chosen above.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" busy={busy} busyLabel="Making the zip…" onClick={makeZip} aria-describedby="order-summary">
          Make the zip for the printer
        </Button>
        {valid ? (
          <a href={`/decks/${deckId}/print/order/contact-sheet?${query}`} className={BUTTON_LOOK.outline}>
            Download the contact sheet (PDF)
          </a>
        ) : (
          <Button variant="outline" disabled>
            Download the contact sheet (PDF)
          </Button>
        )}
      </div>
      {busy && (
        <div
          role="progressbar"
          aria-label="Order progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={progress.total ? `${progress.made} of ${progress.total} images made` : "Starting…"}
          className="h-4 overflow-hidden rounded-full bg-line"
        >
          <div className={`h-full rounded-full bg-felt ${percent === null ? "w-1/12 animate-pulse" : ""}`} style={percent === null ? undefined : { width: `${percent}%` }} />
        </div>
      )}
      <p role="status" className="font-bold">
        {progress.phase === "making" && (progress.total ? `Drawing the cards: ${progress.made} of ${progress.total} images made…` : "Laying out the cards…")}
        {progress.phase === "done" && `Saved ${progress.fileName}: ${progress.count} images and ${README_NAME}.`}
      </p>
      {progress.phase === "failed" && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {progress.error}
        </p>
      )}
    </Section>
  );
}
