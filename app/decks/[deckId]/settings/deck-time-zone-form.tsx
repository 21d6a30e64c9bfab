"use client";

import { TimeZoneForm } from "@/app/_components/time-zone-form";
import { setDeckTimeZoneAction } from "./actions/set-deck-time-zone";

/** The deck's time zone, chosen by an owner. */
export function DeckTimeZoneForm({ deckId, zones, current }: { deckId: string; zones: readonly string[]; current: string }) {
  return (
    <TimeZoneForm
      label="Time zone"
      zones={zones}
      current={current}
      save={(timeZone) => setDeckTimeZoneAction({ deckId, timeZone })}
      saved={(name) => `Saved: the deck’s days are ${name} days now.`}
    />
  );
}
