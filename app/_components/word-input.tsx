"use client";

import { validateWord } from "@/lib/cards/words";
import { FieldLabel } from "./field-label";

/** A word field that checks the word as the deck does (the same validator as the server). */
export function WordInput({
  id,
  label,
  value,
  onChange,
  serverError,
  showErrors,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  serverError?: string;
  showErrors: boolean;
}) {
  const checked = value.trim() === "" ? null : validateWord(value);
  const error = serverError ?? (checked && !checked.ok ? checked.message : showErrors && value.trim() === "" ? "Write a word first." : undefined);
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={id} label={label} />
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={40}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-12 w-full rounded-xl border-2 border-line bg-white px-4 font-display text-xl outline-none focus:border-felt aria-invalid:border-snap"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-snap">
          {error}
        </p>
      )}
    </div>
  );
}
