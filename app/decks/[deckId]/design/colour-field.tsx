"use client";

/** A labelled native colour picker with its hex value written beside it. */
export function ColourField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (hex: string) => void }) {
  return (
    <div className="flex min-h-12 items-center gap-3">
      <input
        id={id}
        type="color"
        value={value}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
        aria-describedby={`${id}-hex`}
        className="h-12 w-16 shrink-0 cursor-pointer rounded-lg border-2 border-line bg-white p-1"
      />
      <div className="flex flex-col leading-tight">
        <label htmlFor={id} className="font-bold">
          {label}
        </label>
        <span id={`${id}-hex`} className="font-mono text-sm text-muted">
          {value}
        </span>
      </div>
    </div>
  );
}
