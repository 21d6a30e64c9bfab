"use client";

import { useId, useState, useSyncExternalStore } from "react";
import { zoneName } from "@/lib/time/family-time";
import { zonesMatching } from "@/lib/time/zone-search";
import { browserTimeZone } from "./browser-time-zone";
import { FieldLabel, hintId } from "./field-label";

const FIELD = "min-h-12 w-full rounded-xl border-2 border-line bg-white px-3 text-lg outline-none focus:border-felt aria-invalid:border-snap";

/** This device's zone, known only in the browser (null while the page is drawn on the server). */
function useDeviceZone(): string | null {
  return useSyncExternalStore(
    () => () => {},
    browserTimeZone,
    () => null,
  );
}

/**
 * A time zone chosen from a long list, found by typing: a search box narrows the drop-down below it
 * (and picks the first zone found when the chosen one isn't among them), and "Use this device's time
 * zone" picks the browser's. Both are ordinary labelled controls, so a keyboard or a screen reader
 * uses them as any other; how many zones match is announced.
 */
export function TimeZonePicker({
  label,
  zones,
  value,
  onChange,
  error,
}: {
  label: string;
  /** Every zone that may be chosen (lib/time/family-time.ts timeZoneNames). */
  zones: readonly string[];
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const deviceZone = useDeviceZone();
  const found = zonesMatching(zones, query);
  // The chosen zone stays listed (a browser may name a zone by an older name than the list's).
  const listed = found.includes(value) ? found : [value, ...found];

  function search(text: string) {
    setQuery(text);
    const matches = zonesMatching(zones, text);
    if (matches.length > 0 && !matches.includes(value)) onChange(matches[0]!);
  }

  const searchId = `${id}-search`;
  const selectId = `${id}-zone`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <FieldLabel id={searchId} label="Find a time zone" hint="Type a city or a region: Sydney, London, New York." />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => search(e.target.value)}
          autoComplete="off"
          aria-controls={selectId}
          aria-describedby={hintId(searchId)}
          className={FIELD}
        />
        <p aria-live="polite" className="text-sm text-muted">
          {query.trim() === "" ? "" : found.length === 0 ? `No time zone matches “${query.trim()}”.` : `${found.length} ${found.length === 1 ? "time zone matches" : "time zones match"}.`}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <FieldLabel id={selectId} label={label} />
        <select
          id={selectId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={FIELD}
        >
          {listed.map((zone) => (
            <option key={zone} value={zone}>
              {zoneName(zone)}
            </option>
          ))}
        </select>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-bold text-snap">
            {error}
          </p>
        )}
      </div>
      {deviceZone && deviceZone !== value && (
        <button type="button" onClick={() => onChange(deviceZone)} className="inline-flex min-h-11 items-center self-start rounded-lg px-1 font-bold text-felt underline hover:bg-green-50">
          Use this device’s time zone ({zoneName(deviceZone)})
        </button>
      )}
    </div>
  );
}
