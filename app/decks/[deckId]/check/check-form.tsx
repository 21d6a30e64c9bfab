"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import type { Announcement } from "./use-deck-check";

/**
 * The code printed on a card, typed: Enter (or the big button) checks it, the field empties and
 * keeps the focus for the next card. What happened is said in a polite live region.
 */
export function CheckForm({ onCheck, announcement }: { onCheck: (text: string) => boolean; announcement: Announcement | null }) {
  const [code, setCode] = useState("");
  const field = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (onCheck(code)) setCode("");
    field.current?.focus();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-line">
      <label htmlFor="check-code" className="text-lg font-bold">
        Card code
      </label>
      <p id="check-code-hint" className="-mt-2 text-muted">
        Printed on the card, like 7H or 10S. Press Enter to check it.
      </p>
      <div className="flex gap-2">
        <input
          id="check-code"
          ref={field}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby="check-code-hint check-said"
          className="min-h-16 w-full min-w-0 flex-1 rounded-xl border-2 border-line bg-white px-4 font-mono text-3xl font-bold uppercase outline-none focus:border-felt"
        />
        <Button type="submit" className="min-h-16 shrink-0 px-8 text-2xl">
          Check
        </Button>
      </div>
      <p
        id="check-said"
        role="status"
        className={`min-h-7 text-lg font-bold ${announcement && !announcement.ok ? "text-snap" : "text-felt"}`}
      >
        {announcement?.text}
      </p>
    </form>
  );
}
