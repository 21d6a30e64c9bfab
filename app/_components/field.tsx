import type { InputHTMLAttributes } from "react";
import { FieldLabel, hintId } from "./field-label";

/** A labelled input with its error shown beside it (and announced by screen readers). */
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: { label: string; name: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  const describedBy = [hint ? hintId(id) : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-12 rounded-xl border-2 border-line bg-white px-4 text-lg outline-none focus:border-felt aria-invalid:border-snap"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-snap" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
