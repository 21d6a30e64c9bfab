import type { ReactNode } from "react";

/** The id of a control's hint, for its aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;

/** A control's label, with an optional hint under it: the same above every input and drop-down. */
export function FieldLabel({ id, label, hint }: { id: string; label: ReactNode; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {hint && (
        <p id={hintId(id)} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}
