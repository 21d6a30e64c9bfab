"use client";

import type { ReactNode } from "react";

const controlClass = "min-h-12 w-full rounded-xl border-2 border-line bg-white px-3 text-lg outline-none focus:border-felt";

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
