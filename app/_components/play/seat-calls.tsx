import { callLabel } from "@/lib/games/call-label";
import { placeName } from "./possessive";
import { GAME_CONTROL, keyHint } from "./keys";

export interface CallButton {
  call: string;
  enabled: boolean;
  /** The key that makes this call, as shown on screen. */
  keyName?: string;
}

interface Props {
  name: string;
  calls: CallButton[];
  /** A key has been pressed at this screen (keyHint). */
  keyboard: boolean;
  /** Several people call at this screen: each person's buttons start with their name. */
  named?: boolean;
  /** So many people call at this screen that each has one row: the buttons share it, a long word
   *  wrapping inside its button (never cut), so every seat keeps room for its cards. */
  compact?: boolean;
  onCall: (call: string) => void;
}

/** Buttons that wrap onto as many rows as they need (one or two people at the screen). */
const ROOMY = {
  group: "flex min-w-0 flex-wrap items-stretch gap-2",
  name: "flex max-w-full min-w-12 items-center text-sm leading-tight font-bold break-words",
  button: "min-h-12 min-w-12 max-w-full grow px-3 text-xl",
};
/** One row per person: the buttons share it, each word wrapping inside its own button. */
const COMPACT = {
  group: "flex min-w-0 items-stretch gap-1.5",
  name: "flex w-14 shrink-0 items-center text-xs leading-tight font-bold break-words",
  button: "min-h-11 min-w-11 flex-1 basis-0 px-1.5 text-base sm:text-xl",
};

/**
 * One person's call buttons (their own: a call is made for the seat it names). In Snap Legacy the
 * words are the game: each button reads in full, the buttons wrapping onto as many rows as they need.
 */
export function SeatCalls({ name, calls, keyboard, named = false, compact = false, onCall }: Props) {
  const look = compact ? COMPACT : ROOMY;
  return (
    <div role="group" aria-label={`${placeName(name).replace(/ place$/, "")} calls`} className={look.group}>
      {named && (
        <span aria-hidden="true" className={look.name}>
          {name}
        </span>
      )}
      {calls.map(({ call, enabled, keyName }, i) => (
        <button
          key={call}
          type="button"
          {...{ [GAME_CONTROL]: "" }}
          disabled={!enabled}
          onClick={() => onCall(call)}
          className={`${look.button} rounded-2xl py-1 font-display leading-tight font-bold [overflow-wrap:anywhere] hyphens-auto shadow disabled:opacity-45 ${
            i === 0 ? "bg-snap text-white hover:bg-snap-dark" : "bg-white text-ink ring-2 ring-felt hover:bg-amber-50"
          }`}
        >
          <span className="sr-only">{name}: </span>
          {callLabel(call)}
          {keyName && (
            <span className={keyHint(keyboard)}>
              <span aria-hidden="true" className="ml-1.5 align-middle font-sans text-xs font-normal opacity-90">
                {keyName}
              </span>
              <span className="sr-only"> (key {keyName})</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
