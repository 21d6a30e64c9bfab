"use client";

import { useEffect, useRef, useState } from "react";
import { previewPrintPageAction } from "./actions/preview-print-page";
import { Button } from "@/app/_components/button";
import { callServer } from "@/app/_components/call-server";

interface Preview {
  svg: string;
  page: number;
  pageCount: number;
  cardCount: number;
  side: "front" | "back";
}

/**
 * The page as it will print, drawn on the server from the same layout as the PDF. Requests are
 * debounced while options change, and only the latest answer is shown.
 */
export function PrintPreview({ deckId, query, onPages }: { deckId: string; query: string; onPages: (pages: { pageCount: number; cardCount: number } | null) => void }) {
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      setLoading(true);
      const result = await callServer(() => previewPrintPageAction({ deckId, query, page }));
      if (ticket !== latest.current) return;
      setLoading(false);
      if (!result.ok) {
        setError(result.error);
        onPages(null);
        return;
      }
      setError(null);
      setPreview(result.data);
      onPages({ pageCount: result.data.pageCount, cardCount: result.data.cardCount });
      if (result.data.page !== page) setPage(result.data.page);
    }, 150);
    return () => clearTimeout(timer);
  }, [deckId, query, page, onPages]);

  const shown = error ? null : preview;
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="font-display text-xl font-bold">
          Preview
        </h2>
        <p role="status" className="font-bold text-muted">
          {shown ? `Page ${shown.page} of ${shown.pageCount} · ${shown.side === "front" ? "card fronts" : "card backs"}` : loading ? "Drawing the preview…" : ""}
        </p>
      </div>
      {error ? (
        <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-4 font-bold text-snap">
          {error}
        </p>
      ) : (
        <div
          aria-busy={loading}
          className={`overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-line transition-opacity [&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${loading ? "opacity-70" : ""}`}
          dangerouslySetInnerHTML={{ __html: preview?.svg ?? "" }}
        />
      )}
      <nav aria-label="Preview pages" className="flex items-center justify-between gap-2">
        <Button variant="outline" disabled={!shown || page <= 1} onClick={() => setPage(page - 1)}>
          ← Previous page
        </Button>
        <Button variant="outline" disabled={!shown || page >= shown.pageCount} onClick={() => setPage(page + 1)}>
          Next page →
        </Button>
      </nav>
    </section>
  );
}
