"use client";

import { TimeZoneForm } from "@/app/_components/time-zone-form";
import { setTimeZoneAction } from "../actions/set-time-zone";

/** The account's time zone, chosen from the list. */
export function AccountTimeZoneForm({ zones, current }: { zones: readonly string[]; current: string }) {
  return (
    <TimeZoneForm
      label="Time zone"
      zones={zones}
      current={current}
      save={(timeZone) => setTimeZoneAction({ timeZone })}
      saved={(name) => `Saved: times are shown in ${name} time now.`}
    />
  );
}
