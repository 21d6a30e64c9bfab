import type { GameSeat } from "@/lib/games/screen/setup";
import type { ReactionLog } from "./reaction-log";
import { callLabel } from "@/lib/games/call-label";

/** How the latest snap or slap ended, whoever it names (“You” too). */
const ENDING: Record<NonNullable<ReactionLog["outcome"]>["why"], (name: string) => string> = {
  won: (name) => `Snap won by ${name}.`,
  lastToSlap: (name) => `Pile collected by ${name} (last to slap).`,
  missedSlap: (name) => `Pile collected by ${name} (missed the slap).`,
  falseSlap: (name) => `Pile collected by ${name} (a false slap).`,
  tie: () => "A tie: the piles form a snap pool.",
  falseSnap: () => "A false snap: that pile goes to the centre as a snap pool.",
  sittingOut: (name) => `${name}: out until the table is collected (a false snap).`,
};

/** The latest snap or slap: each seat's reaction time, in the order they called, and how it ended. */
export function ReactionPanel({ seats, log, slaps }: { seats: readonly GameSeat[]; log: ReactionLog; slaps: boolean }) {
  if (log.shouts.length === 0) return null;
  const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const outcome = log.outcome;
  return (
    <section aria-label={slaps ? "Latest slap" : "Latest snap"} className="rounded-xl bg-white px-2 py-1 text-xs ring-1 ring-line sm:text-sm">
      <h2 className="sr-only">{slaps ? "Latest slap" : "Latest snap"}</h2>
      <ul className="flex flex-wrap gap-x-3">
        {log.shouts.map((shout) => (
          <li key={shout.playerId} className={shout.right ? "text-felt" : "text-snap"}>
            <span className="font-bold">{name(shout.playerId)}</span> {callLabel(shout.call)} {shout.reactionMs} ms{shout.falseStart ? " (false start)" : shout.right ? "" : " (false)"}
          </li>
        ))}
      </ul>
      {outcome && <p className="font-bold">{ENDING[outcome.why](name(outcome.playerId))}</p>}
    </section>
  );
}
