"use client";

import { useState, type FormEvent } from "react";
import type { ActionResult } from "@/lib/actions/run-action";
import { zoneName } from "@/lib/time/family-time";
import { Button } from "./button";
import { FormMessage } from "./form-message";
import { TimeZonePicker } from "./time-zone-picker";
import { useServerAction } from "./use-server-action";

/** A time zone to choose and save (the account's, a deck's): the picker, a Save button and what came of it. */
export function TimeZoneForm({
  label,
  zones,
  current,
  save,
  saved,
}: {
  label: string;
  zones: readonly string[];
  current: string;
  save: (timeZone: string) => Promise<ActionResult<{ timeZone: string }>>;
  /** What to say once saved, with the zone's name. */
  saved: (name: string) => string;
}) {
  const [zone, setZone] = useState(current);
  const action = useServerAction();
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const result = await action.run(() => save(zone), { success: (done) => saved(zoneName(done.timeZone)) });
    if (result && !result.ok && result.fields?.timeZone) setError(result.fields.timeZone);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormMessage message={error ? null : action.message} />
      <TimeZonePicker label={label} zones={zones} value={zone} onChange={setZone} error={error} />
      <Button type="submit" busy={action.busy} className="self-start">
        Save the time zone
      </Button>
    </form>
  );
}
