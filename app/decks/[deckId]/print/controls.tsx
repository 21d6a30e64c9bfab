"use client";

import type { ReactNode } from "react";

/** Shared looks of the print page's controls (touch targets of at least 48px). */
export const controlClass = "min-h-12 w-full rounded-xl border-2 border-line bg-white px-3 text-lg outline-none focus:border-felt";
export const buttonClass = {
  primary: "inline-flex min-h-12 items-center justify-center rounded-xl bg-snap px-6 text-lg font-bold text-white shadow hover:bg-snap-dark disabled:opacity-60",
  secondary: "inline-flex min-h-12 items-center justify-center rounded-xl bg-felt px-5 text-lg font-bold text-white hover:bg-felt-dark disabled:opacity-60",
  outline: "inline-flex min-h-12 items-center justify-center rounded-xl border-2 border-felt bg-white px-4 font-bold text-felt hover:bg-table disabled:opacity-50",
};

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl bg-card p-5 ring-1 ring-line">
      <h2 id={id} className="font-display text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Select<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} aria-describedby={hint ? `${id}-hint` : undefined} className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Toggle({ id, label, checked, onChange, disabled }: { id: string; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 font-bold has-disabled:cursor-default has-disabled:opacity-60">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} className="size-6 accent-felt" />
      <span>{label}</span>
    </label>
  );
}

export function Millimetres({
  id,
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(e) => {
            const next = Number(e.target.value);
            if (e.target.value !== "" && Number.isFinite(next)) onChange(Math.min(max, Math.max(min, next)));
          }}
          className={controlClass}
        />
        <span aria-hidden="true" className="font-bold text-muted">
          mm
        </span>
      </div>
    </div>
  );
}

/** A result message: announced politely when all went well, at once when something was refused. */
/** A form's outcome (the app's one FormMessage). */
export { FormMessage as Notice } from "@/app/_components/form-message";
