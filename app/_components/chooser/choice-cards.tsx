import type { ReactNode } from "react";

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
  /** Why this choice can't be made here; it is shown, and the choice is disabled. */
  unavailable?: ReactNode;
}

/** One choice among a few, each a large card with its one-line description (a radio group). */
export function ChoiceCards<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-bold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-line bg-white p-3 has-checked:border-felt has-checked:bg-green-50 has-disabled:cursor-default has-disabled:border-dashed has-disabled:bg-table"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.unavailable !== undefined}
              onChange={() => onChange(choice.value)}
              aria-labelledby={`${name}-${choice.value}-label`}
              aria-describedby={`${name}-${choice.value}-description`}
              className="mt-1 size-6 shrink-0 accent-felt"
            />
            <span>
              <span id={`${name}-${choice.value}-label`} className="block text-lg font-bold">
                {choice.label}
              </span>
              <span id={`${name}-${choice.value}-description`} className="block text-muted">
                {choice.unavailable ?? choice.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
