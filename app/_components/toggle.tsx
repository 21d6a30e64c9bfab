import type { ReactNode } from "react";

/** A labelled checkbox with a large touch target, and an optional hint read out with it. */
export function Toggle({
  id,
  label,
  checked,
  onChange,
  disabled,
  hint,
  className = "",
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 font-bold has-disabled:cursor-default has-disabled:opacity-60 ${className}`}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="size-6 shrink-0 accent-felt"
      />
      <span>
        <span className="block">{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="block font-normal text-muted">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
