"use client";

import Link from "@/app/_components/link";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { BUTTON_LOOK } from "@/app/_components/button";
import type { PlayWay } from "@/lib/decks/deck-page";

/**
 * The deck page's one main action: Play, which opens the ways to play this deck in place (a
 * disclosure: Enter or Space, or a tap, opens and closes it; Escape closes it from inside).
 */
export function PlayWays({ ways }: { ways: PlayWay[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useId();

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div onKeyDown={closeOnEscape} className="flex flex-col gap-3">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className={`${BUTTON_LOOK.primary} min-h-14 w-full px-8 text-2xl sm:w-auto sm:self-start`}
      >
        Play
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-6 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}>
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={panel} hidden={!open} className="grid gap-2 sm:grid-cols-3">
        {ways.map((way, i) => (
          // The whole card is the link's to tap (its ::after covers the card); its name is the way alone.
          <li key={way.href} className="relative flex flex-col gap-1 rounded-2xl bg-white p-4 ring-2 ring-snap/40 hover:bg-red-50 hover:ring-snap">
            <Link
              href={way.href}
              aria-describedby={`${panel}-${i}`}
              className="flex min-h-11 items-center text-xl font-bold text-snap after:absolute after:inset-0 after:rounded-2xl"
            >
              {way.label}
            </Link>
            <p id={`${panel}-${i}`} className="text-muted">
              {way.description}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
