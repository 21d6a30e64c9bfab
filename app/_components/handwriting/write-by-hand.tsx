"use client";

import { useId, useState } from "react";
import { WritingPad } from "./writing-pad";

/**
 * "Write it by hand": the disclosure a word's form puts under its word field. Closed it is one
 * button (saying whether the word is written by hand already); open, the writing pad. Writing by
 * hand is optional: the typed word is enough. Same API as WritingPad:
 *
 *   <WriteByHand word={typed} value={stored | null} onChange={(stored: string | null) => …} />
 */
export function WriteByHand({ word, value, onChange }: { word: string; value: string | null; onChange: (stored: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const padId = useId();
  const hint = word.trim();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={padId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl px-3 font-bold text-felt ring-1 ring-line hover:bg-green-50 hover:ring-felt"
      >
        <span aria-hidden="true">✎</span>
        {open ? "Done writing by hand" : value ? "Written by hand ✓ · change it" : "Write it by hand"}
        <span className="sr-only">{hint ? ` (${hint})` : ""}</span>
      </button>
      <div id={padId} hidden={!open}>
        {open && <WritingPad word={word} value={value} onChange={onChange} />}
      </div>
    </div>
  );
}
