"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/app/_components/button";
import { saveFile } from "./save-file";

type Progress =
  | { phase: "idle" }
  | { phase: "making" }
  | { phase: "downloading"; received: number; total: number }
  | { phase: "done"; fileName: string }
  | { phase: "failed"; error: string };

/** Reads the response body chunk by chunk, reporting how much has arrived. */
async function readAll(response: Response, onChunk: (received: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onChunk(received);
  }
  return new Blob(chunks, { type: "application/pdf" });
}

/**
 * Fetches the PDF (the server makes it, then it downloads) with a progress bar for both stages,
 * then saves it under the deck's name.
 */
export function DownloadPdf({ deckId, query, pages, disabled }: { deckId: string; query: string; pages: { pageCount: number; cardCount: number } | null; disabled: boolean }) {
  const router = useRouter();
  const [progress, setProgress] = useState<Progress>({ phase: "idle" });
  const busy = progress.phase === "making" || progress.phase === "downloading";

  async function download() {
    setProgress({ phase: "making" });
    try {
      const response = await fetch(`/decks/${deckId}/print/pdf?${query}`);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        setProgress({ phase: "failed", error: body?.error ?? "The PDF could not be made. Please try again." });
        return;
      }
      const total = Number(response.headers.get("content-length")) || 0;
      const blob = await readAll(response, (received) => setProgress({ phase: "downloading", received, total }));
      const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "cards.pdf";
      saveFile(blob, fileName);
      setProgress({ phase: "done", fileName });
      router.refresh();
    } catch {
      setProgress({ phase: "failed", error: "The download was interrupted. Check the connection and try again." });
    }
  }

  const what = pages ? `${pages.pageCount} ${pages.pageCount === 1 ? "page" : "pages"} · ${pages.cardCount} ${pages.cardCount === 1 ? "card" : "cards"}` : "";
  const percent = progress.phase === "downloading" && progress.total > 0 ? Math.round((100 * progress.received) / progress.total) : null;
  return (
    <div className="flex flex-col gap-3">
      <Button disabled={disabled || !pages} busy={busy} busyLabel="Making the PDF…" onClick={download} aria-describedby="download-what">
        Download PDF
      </Button>
      <p id="download-what" className="text-center text-muted">
        {what}
      </p>
      {busy && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label="PDF progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={percent === null ? `Making ${what}…` : `Downloading: ${percent}%`}
            className="h-4 overflow-hidden rounded-full bg-line"
          >
            <div className={`h-full rounded-full bg-felt ${percent === null ? "w-1/3 animate-pulse" : ""}`} style={percent === null ? undefined : { width: `${percent}%` }} />
          </div>
        </div>
      )}
      <p role="status" className="text-center font-bold">
        {progress.phase === "making" && `Making ${what}…`}
        {progress.phase === "downloading" && (percent === null ? "Downloading…" : `Downloading… ${percent}%`)}
        {progress.phase === "done" && `Saved ${progress.fileName}. This print is recorded in the deck.`}
      </p>
      {progress.phase === "failed" && (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap">
          {progress.error}
        </p>
      )}
    </div>
  );
}
