import type { ScreenGameSetup, ScreenState } from "@/lib/games/screen/setup";
import { mayShout, type Ruleset } from "@/lib/rules";
import { keyName, SEAT_KEYS } from "./keys";
import type { CallButton } from "./seat-calls";

/** The first call of each game, kept on screen (disabled when not offered) so buttons don't jump. */
function firstCall(state: ScreenState): string | null {
  if (state.kind === "irish") return "slap";
  if (state.kind === "classic" && state.variant.animals !== null) return null;
  return "snap";
}

/**
 * A person's call buttons now: the calls the rules offer them (callsOffered), each enabled while
 * they may shout at all. Whether a call is right is for the rules to judge when it is made.
 */
export function seatCallButtons(
  rules: Ruleset<ScreenState>,
  setup: Pick<ScreenGameSetup, "seats">,
  state: ScreenState,
  seatIndex: number,
  options: { mayShout: boolean; person: number; people: number },
): CallButton[] {
  const seat = setup.seats[seatIndex];
  const player = state.players[seatIndex];
  if (!seat || !player) return [];
  const offered = rules.callsOffered(state, seat.id);
  const first = firstCall(state);
  let calls = first === null || offered.includes(first) ? offered : [first, ...offered];
  // Animals with no call offered just now (only owners): the other seats' animals, all disabled.
  if (calls.length === 0 && first === null) calls = setup.seats.filter((s) => s.id !== seat.id && s.animal).map((s) => s.animal ?? "");
  const canShout = options.mayShout && mayShout(state, seat.id);
  const keys = SEAT_KEYS[options.person];
  return calls.map((call, i) => {
    const key = i === 0 ? (options.people === 1 ? " " : keys?.snap) : i === 1 ? keys?.pool : undefined;
    return { call, enabled: canShout && offered.includes(call), ...(key ? { keyName: keyName(key) } : {}) };
  });
}
