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
  onCall: (call: string) => void;
}

/**
 * One person's call buttons (their own: a call is made for the seat it names). In Snap Legacy the
 * words are the game: each button reads in full, the buttons wrapping onto as many rows as they need.
 */
export function SeatCalls({ name, calls, keyboard, named = false, onCall }: Props) {
  return (
    <div role="group" aria-label={`${placeName(name).replace(/ place$/, "")} calls`} className="flex min-w-0 flex-wrap items-stretch gap-2">
      {named && (
        <span aria-hidden="true" className="flex max-w-full min-w-12 items-center text-sm leading-tight font-bold break-words">
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
          className={`min-h-12 min-w-12 max-w-full grow rounded-2xl px-3 py-1 font-display text-xl leading-tight font-bold [overflow-wrap:anywhere] shadow disabled:opacity-45 ${
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
