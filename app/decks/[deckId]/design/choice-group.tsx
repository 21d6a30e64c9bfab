"use client";

import type { CSSProperties } from "react";

/** A labelled set of radio buttons as large tiles (one line each on a phone, a row on wider screens). */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string; style?: CSSProperties }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-bold">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-white px-3 py-2 has-checked:border-felt has-checked:bg-green-50"
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="size-5 shrink-0 accent-felt" />
            <span className="flex flex-col">
              <span className="text-lg" style={option.style}>
                {option.label}
              </span>
              {option.hint && <span className="text-sm text-muted">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
