import { callLabel } from "@/lib/games/call-label";
import { placeName } from "./possessive";
import { GAME_CONTROL } from "./keys";

export interface CallButton {
  call: string;
  enabled: boolean;
  /** The key that makes this call, as shown on screen. */
  keyName?: string;
}

/** One person's call buttons (their own: a call is made for the seat it names). */
export function SeatCalls({ name, calls, onCall }: { name: string; calls: CallButton[]; onCall: (call: string) => void }) {
  return (
    <div role="group" aria-label={`${placeName(name).replace(/ place$/, "")} calls`} className="flex min-w-0 flex-1 items-stretch gap-2">
      {calls.map(({ call, enabled, keyName }, i) => (
        <button
          key={call}
          type="button"
          {...{ [GAME_CONTROL]: "" }}
          disabled={!enabled}
          onClick={() => onCall(call)}
          className={`min-h-12 min-w-0 flex-1 truncate rounded-2xl px-3 font-display text-xl font-bold shadow disabled:opacity-45 ${
            i === 0 ? "bg-snap text-white hover:bg-snap-dark" : "bg-white text-ink ring-2 ring-felt hover:bg-amber-50"
          }`}
        >
          <span className="sr-only">{name}: </span>
          {callLabel(call)}
          {keyName && (
            <>
              <span aria-hidden="true" className="ml-1.5 align-middle font-sans text-xs font-normal opacity-90">
                {keyName}
              </span>
              <span className="sr-only"> (key {keyName})</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
