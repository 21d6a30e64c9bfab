import type { ReactNode } from "react";
import { FieldLabel, hintId } from "./field-label";

/** A labelled drop-down, with an optional hint read out with it. */
export function Select<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  className = "",
}: {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <FieldLabel id={id} label={label} hint={hint} />
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        aria-describedby={hint ? hintId(id) : undefined}
        className="min-h-12 w-full rounded-xl border-2 border-line bg-white px-3 text-lg outline-none focus:border-felt"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
