"use client";

import type { DesignWarning } from "@/lib/print/contrast";

/** The colour pairs that would be hard to read, in words, updated as the colours change. */
export function ContrastWarnings({ warnings }: { warnings: DesignWarning[] }) {
  return (
    <div aria-live="polite" className="flex flex-col gap-2">
      {warnings.length === 0 ? (
        <p className="rounded-xl bg-green-50 p-3 font-bold text-felt">Every word and suit on these colours is easy to read.</p>
      ) : (
        <ul aria-label="Hard to read" className="flex flex-col gap-2">
          {warnings.map((warning) => (
            <li key={warning.what} className="flex items-start gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-3">
              <span aria-hidden="true" className="mt-0.5 flex shrink-0 overflow-hidden rounded-md ring-1 ring-black/20">
                <span className="size-5" style={{ background: warning.foreground }} />
                <span className="size-5" style={{ background: warning.background }} />
              </span>
              <span className="font-bold text-amber-950">{warning.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
