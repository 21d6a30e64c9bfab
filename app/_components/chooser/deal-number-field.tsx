import { Field } from "@/app/_components/field";

/** The optional deal number: the same number deals the same game again. */
export function DealNumberField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <div className="sm:max-w-xs">
      <Field
        label="Deal number (optional)"
        name="deal-number"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
        hint="The same number deals the same game again."
        error={error}
      />
    </div>
  );
}
